import type { PageHead } from '@portal/ui-kit';
import { scriptSafeJson } from './script-json';

/** Text in an HTML attribute value (double-quoted). */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The one address of a page for search engines: its path, and its query with empty parameters
 * dropped and the rest in a fixed order (`?page=2&domain=x` and `?domain=x&page=2&keyword=` are one page).
 */
export function canonicalUrl(url: string): string {
  const page = new URL(url);
  const query = new URLSearchParams([...page.searchParams].filter(([, value]) => value !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const search = query.toString();
  return `${page.origin}${page.pathname}${search ? `?${search}` : ''}`;
}

/** The longest description search engines show whole; a longer one is cut at a character, with an ellipsis. */
const DESCRIPTION_LENGTH = 160;

/** Rich text or several lines as one plain line. */
export function plainDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DESCRIPTION_LENGTH ? `${line.slice(0, DESCRIPTION_LENGTH - 1)}…` : line;
}

export interface HeadParts {
  url: string;
  title: string;
  siteName: string;
  /** What the site says of itself, for a page that says nothing of its own. */
  siteDescription: string;
  head: PageHead | undefined;
  /** A page that answers 404: not to be indexed, and no address of its own. */
  missing: boolean;
}

/**
 * Issue 15 §Findable: the head of a server-rendered page: its description, canonical address, Open
 * Graph tags and schema.org JSON-LD (data blocks: not executed, so the CSP has nothing to allow).
 */
export function pageHead({ url, title, siteName, siteDescription, head, missing }: HeadParts): { description: string; tags: string } {
  const description = plainDescription(head?.description || `${title}。${siteDescription}`);
  if (missing) return { description, tags: `<meta name="robots" content="noindex">` };
  const canonical = canonicalUrl(url);
  const tags = [
    `<link rel="canonical" href="${attribute(canonical)}">`,
    `<meta property="og:type" content="${head?.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${attribute(siteName)}">`,
    `<meta property="og:title" content="${attribute(title)}">`,
    `<meta property="og:description" content="${attribute(description)}">`,
    `<meta property="og:url" content="${attribute(canonical)}">`,
    `<meta property="og:locale" content="zh_CN">`,
    ...(head?.structuredData ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return { description, tags: tags.join('\n    ') };
}
