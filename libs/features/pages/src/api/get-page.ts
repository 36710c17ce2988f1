import { queryOptions } from '@tanstack/react-query';
import { API, type Page, type PageSlug } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';

/** Query keys of the static pages, general to specific. */
export const pageKeys = {
  all: () => ['pages'] as const,
  detail: (slug: PageSlug) => [...pageKeys.all(), slug] as const,
};

/** GET /web/page — the about page or the privacy statement. */
export function getPage(slug: PageSlug, request: CallOptions = {}): Promise<Page> {
  return api.call(API.publications.page, { query: { slug } }, request);
}

export const pageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: (context) => getPage(slug, requestOf(context)),
    // Edited rarely; a visit need not ask again within minutes.
    staleTime: 5 * 60_000,
  });
