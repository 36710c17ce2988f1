import { useLocale } from '@portal/i18n';
import { uiText } from '../text';
import { useMemo, type CSSProperties } from 'react';
import { richTextDocument, sanitizeHtml } from './sanitize';
// Issue 21 §13b tables; a stylesheet of the build (issue 13: no inline <style>, no 'unsafe-inline').
import './rich-text.css';

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

/**
 * Each table in a box that scrolls sideways. The box is a named region a keyboard can reach
 * (WCAG 2.1.1: a scrolling area must be scrollable without a mouse), named by the table's
 * caption or its place among the tables.
 */
function withTableRegions(html: string): string {
  const doc = richTextDocument();
  if (!/<table[\s>]/i.test(html) || !doc) return html;
  const template = doc.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('table').forEach((table, index) => {
    const region = doc.createElement('div');
    region.className = RICH_TEXT_TABLE_CLASS;
    region.setAttribute('role', 'region');
    region.setAttribute('tabindex', '0');
    const caption = table.querySelector(':scope > caption')?.textContent?.trim();
    region.setAttribute('aria-label', caption || uiText.t('richText.table', { index: index + 1 }));
    table.replaceWith(region);
    region.append(table);
  });
  return template.innerHTML;
}

/** Renders rich text (news, policies, static pages, the content wall) after DOMPurify. */
export function RichText({ html, className, style, ...rest }: RichTextProps) {
  // The tables' region names are UI text: drawn again in a new language.
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const clean = useMemo(() => withTableRegions(sanitizeHtml(html)), [html, locale]);
  return (
    <div
      className={['portal-rich-text', className].filter(Boolean).join(' ')}
      style={{ ...BASE_STYLE, ...style }}
      {...rest}
      // Sanitised by DOMPurify just above; the table boxes are added after it, by us.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
