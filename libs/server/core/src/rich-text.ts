import sanitize from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@portal/util';

/**
 * Rich text cleaned on the server before it is stored (issue 6, defence in depth: the
 * workspace editor and every public page already clean it with DOMPurify, from the same allow-list
 * in @portal/util: libs/ui-kit/src/content/sanitize.ts). Formatting elements only; no script, style, form,
 * frame, object, SVG or MathML; no event handler, style or data attribute; links to http(s),
 * mailto, tel, same-origin paths or anchors; images from https or same-origin paths.
 */

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // target and rel are set by the transform below, never taken from the input.
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, tag === 'a' ? [...names, 'target', 'rel'] : [...names]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Elements off the list go, their text stays; these go with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'object', 'svg', 'math', 'select'],
  transformTags: {
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      // Links that leave the site open in a new tab without handing over window.opener.
      return /^https?:/i.test(rest['href'] ?? '')
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
    // An image the author gave no text alternative is decorative.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs['alt'] ?? '' } }),
  },
};

/** Rich text as it may be stored and served. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Text with the entities our sanitiser writes decoded (&amp; last, so `&amp;lt;` stays `&lt;`), whitespace collapsed. */
export function plainTextOf(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rich text as plain text (summaries), whitespace collapsed. */
export function richTextToPlain(html: string): string {
  return plainTextOf(sanitize(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags ?? [] }));
}
