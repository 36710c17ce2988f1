import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize';

export interface RichTextProps {
  /** HTML from the server; it is sanitised here, whoever wrote it. */
  html: string;
  className?: string;
  style?: CSSProperties;
  /** Accessible name of the region, when it needs one. */
  'aria-label'?: string;
}

const BASE_STYLE: CSSProperties = { lineHeight: 1.9, fontSize: 15, wordBreak: 'break-word', overflowWrap: 'anywhere' };

/** The box a table scrolls in sideways on a narrow screen. */
const RICH_TEXT_TABLE_CLASS = 'portal-rich-text-table';
const RICH_TEXT_CSS_HREF = 'ui-kit-rich-text';

/**
 * Tables in rich text (issue 21 §13b): borders, cell padding and a tinted header row from the
 * site's antd tokens (CSS variables, so all 14 themes apply), and a sideways scroll of their own
 * when wider than the column, so a narrow phone scrolls the table, not the page. Cells keep whole
 * words (the text's `overflow-wrap: anywhere` would squeeze a wide table into one-character columns).
 */
const RICH_TEXT_CSS = `
.portal-rich-text .${RICH_TEXT_TABLE_CLASS}{max-width:100%;overflow-x:auto;margin:0 0 1em;border-radius:var(--ant-border-radius-sm,4px)}
.portal-rich-text .${RICH_TEXT_TABLE_CLASS}:focus-visible{outline:var(--ant-line-width-focus,2px) solid var(--ant-color-primary,#046af3);outline-offset:2px}
.portal-rich-text table{border-collapse:collapse;min-width:100%;font-size:var(--ant-font-size,14px);line-height:1.6;overflow-wrap:normal;word-break:normal}
.portal-rich-text caption{caption-side:top;text-align:start;padding:0 0 var(--ant-padding-xs,8px);color:var(--ant-color-text-secondary,rgba(0,0,0,.65))}
.portal-rich-text th,.portal-rich-text td{border:var(--ant-line-width,1px) solid var(--ant-color-border,#d9d9d9);padding:var(--ant-padding-xs,8px) var(--ant-padding-sm,12px);text-align:start;vertical-align:top}
.portal-rich-text th{background:var(--ant-color-fill-alter,rgba(0,0,0,.02));color:var(--ant-color-text-heading,rgba(0,0,0,.88));font-weight:600;white-space:nowrap}
`;

/**
 * Each table in a box that scrolls sideways. The box is a named region a keyboard can reach
 * (WCAG 2.1.1: a scrolling area must be scrollable without a mouse), named by the table's
 * caption or its place among the tables.
 */
function withTableRegions(html: string): string {
  if (!/<table[\s>]/i.test(html) || typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('table').forEach((table, index) => {
    const region = document.createElement('div');
    region.className = RICH_TEXT_TABLE_CLASS;
    region.setAttribute('role', 'region');
    region.setAttribute('tabindex', '0');
    const caption = table.querySelector(':scope > caption')?.textContent?.trim();
    region.setAttribute('aria-label', caption || `表格${index + 1}`);
    table.replaceWith(region);
    region.append(table);
  });
  return template.innerHTML;
}

/** Renders rich text (news, policies, static pages, the content wall) after DOMPurify. */
export function RichText({ html, className, style, ...rest }: RichTextProps) {
  const clean = useMemo(() => withTableRegions(sanitizeHtml(html)), [html]);
  return (
    <>
      <style href={RICH_TEXT_CSS_HREF} precedence="default">
        {RICH_TEXT_CSS}
      </style>
      <div
        className={['portal-rich-text', className].filter(Boolean).join(' ')}
        style={{ ...BASE_STYLE, ...style }}
        {...rest}
        // Sanitised by DOMPurify just above; the table boxes are added after it, by us.
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </>
  );
}
