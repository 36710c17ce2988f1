import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Where a page's own title goes: the shell's title sync (issue 21 §11). */
export type PageTitleSink = (title: string | undefined) => void;

const PageTitleContext = createContext<PageTitleSink | null>(null);

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
  useEffect(() => {
    if (!sink) return undefined;
    sink(text);
    return () => sink(undefined);
  }, [sink, text]);
}
