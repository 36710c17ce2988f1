import DOMPurify, { type Config } from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@portal/util';

/**
 * The one place rich text is cleaned before it reaches the DOM (issue 5: news and
 * policy bodies, about, privacy, the content wall). An allow-list of formatting
 * elements; no script, style, form, frame, object or SVG; no event handler or
 * style attribute; links only to http(s), mailto, tel or same-origin paths.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The window rich text is parsed in: the page's, or the one the server renderer gives (issue 15). */
let domWindow: Window | undefined;
let purify: ReturnType<typeof DOMPurify> | undefined;

/**
 * Issue 15: on the server there is no page window; the renderer gives one (jsdom), so rich text is
 * cleaned there by the same DOMPurify, with the same rules, as in the browser (same markup to hydrate).
 */
export function setRichTextWindow(window: Window): void {
  domWindow = window;
  purify = undefined;
}

/** The document rich text is parsed in. */
export function richTextDocument(): Document | undefined {
  return domWindow?.document ?? (typeof document === 'undefined' ? undefined : document);
}

function purifier() {
  if (!purify) {
    const view = domWindow ?? (typeof globalThis.window === 'undefined' ? undefined : globalThis.window);
    const instance = view ? DOMPurify(view as unknown as typeof globalThis) : DOMPurify;
    // Fail closed: without a DOM, DOMPurify hands its input back unchanged.
    if (!instance.isSupported) throw new Error('sanitizeHtml: no DOM to clean rich text in');
    purify = instance;
    // Links that leave the site open in a new tab without handing over window.opener.
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/i)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // Images: only same-origin paths and https (no tracking over http, no data: blobs).
      if (node.tagName === 'IMG' && !/^(?:https:|\/(?![/\\]))/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
      // An image the author gave no text alternative is treated as decorative (WCAG 1.1.1; axe image-alt).
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
  }
  return purify;
}

/** Rich text made safe to put into innerHTML. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** Rich text as plain text (for summaries and titles). */
export function htmlToText(html: string): string {
  const doc = richTextDocument();
  if (!doc) throw new Error('htmlToText: no DOM to read rich text in');
  const container = doc.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}
