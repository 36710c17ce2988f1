/**
 * The one allow-list of rich text (issues 5, 6, 14): formatting elements only, no script, style,
 * form, frame, object, SVG or MathML. The browser's DOMPurify config (ui-kit content/sanitize.ts)
 * and the server's sanitize-html options (server core rich-text.ts) are both built from it, so
 * what the server stores and what a page renders cannot drift apart.
 */
export const RICH_TEXT_TAGS: readonly string[] = [
  ...['a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em'],
  ...['figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark', 'ol', 'p', 'pre'],
  ...['q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul'],
];

/** The attributes allowed on every element (`*`) and on some elements; no event handler, style or data attribute. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title', 'lang', 'dir', 'class'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};
