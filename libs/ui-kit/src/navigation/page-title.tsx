import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Where a page's own title goes: the shell's title sync (issue 21 §11). */
export type PageTitleSink = (title: string | undefined) => void;

const PageTitleContext = createContext<PageTitleSink | null>(null);

/**
 * Issue 15: what a page rendered on the server is titled by. The server gives one per render and
 * reads it after: the route's parts (the shell's) and the page's item, written while rendering,
 * since no effect runs there. Never given in the browser.
 */
export interface RenderedTitle {
  route?: { label: string | undefined; section?: string | undefined; site: string };
  item?: string | undefined;
  /** What the page tells search engines and link previews about itself (issue 15 §Findable). */
  head?: PageHead;
}

/** A page's description, kind and schema.org data (JSON-LD), for the server-rendered head. */
export interface PageHead {
  /** One or two sentences on what the page shows (`<meta name="description">`, Open Graph). */
  description?: string | undefined;
  /** Open Graph type: an article (a news item, a policy) or any other page. */
  type?: 'website' | 'article';
  /** schema.org objects, each written as one `<script type="application/ld+json">`. */
  structuredData?: readonly object[];
}

const RenderedTitleContext = createContext<RenderedTitle | null>(null);

export const RenderedTitleProvider = RenderedTitleContext.Provider;

/** Writes into the server's title record while rendering; null in the browser (it has effects). */
export function useRenderedTitle(): ((parts: RenderedTitle) => void) | null {
  const rendered = useContext(RenderedTitleContext);
  return rendered ? (parts) => void Object.assign(rendered, parts) : null;
}

/**
 * Issue 15 §Findable: a page describes itself for the head the server renders (description, Open
 * Graph, JSON-LD). Only the server reads it (crawlers and link previews read the first response), so
 * `describe` runs there only; callers pass it in the server's build only (`import.meta.env.SSR ? … :
 * null`), which keeps the schema.org builders out of the browser's bundle.
 */
export function usePageHead(describe: (() => PageHead | null) | null): void {
  const noteRendered = useRenderedTitle();
  if (!noteRendered || !describe) return;
  const head = describe();
  if (head) noteRendered({ head });
}

/** Given by the shell around its routes; without it (a story, a unit test of one page) titles go nowhere. */
export function PageTitleProvider({ sink, children }: { sink: PageTitleSink; children: ReactNode }) {
  return <PageTitleContext.Provider value={sink}>{children}</PageTitleContext.Provider>;
}

/**
 * A page names what it shows (a resource's, a policy's title) once it is there; the shell puts
 * it in the document title before the section and the site name (issue 21 §11). Until then,
 * and when the page goes, the title is the route's label.
 */
export function usePageTitle(title: string | undefined | null | false): void {
  const sink = useContext(PageTitleContext);
  const text = title ? title.trim() || undefined : undefined;
  const noteRendered = useRenderedTitle();
  if (noteRendered && text) noteRendered({ item: text });
  useEffect(() => {
    if (!sink) return undefined;
    sink(text);
    return () => sink(undefined);
  }, [sink, text]);
}
