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

let hooked = false;

function purifier() {
  if (!hooked) {
    hooked = true;
    // Links that leave the site open in a new tab without handing over window.opener.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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
  return DOMPurify;
}

/** Rich text made safe to put into innerHTML. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** Rich text as plain text (for summaries and titles). */
export function htmlToText(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}
