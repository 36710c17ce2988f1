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

/** Renders rich text (news, policies, static pages, the content wall) after DOMPurify. */
export function RichText({ html, className, style, ...rest }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={['portal-rich-text', className].filter(Boolean).join(' ')}
      style={{ ...BASE_STYLE, ...style }}
      {...rest}
      // Sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
