import { queryOptions } from '@tanstack/react-query';
import { API, type Page, type PageSlug } from '@portal/api-contract';
import { api } from '@portal/api-client';

/** Query keys of the static pages, general to specific. */
export const pageKeys = {
  all: () => ['pages'] as const,
  detail: (slug: PageSlug) => [...pageKeys.all(), slug] as const,
};

/** GET /web/page — the about page or the privacy statement. */
export function getPage(slug: PageSlug, signal?: AbortSignal): Promise<Page> {
  return api.call(API.publications.page, { query: { slug } }, signal ? { signal } : {});
}

export const pageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    // Edited rarely; a visit need not ask again within minutes.
    staleTime: 5 * 60_000,
  });
