import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { PageSlug } from '@portal/api-contract';

/**
 * Issue 13: the calls (their contract routes and schemas) load when a query runs: a page rendered on
 * the server arrives with its data and loads none of them.
 */
const fetchers = () => import('./fetchers');

/** The feature's query factory (house style): keys general → specific; a page's key is ['pages', slug]. */
export const pageQueries = {
  all: () => ['pages'] as const,
  detail: (slug: PageSlug) =>
    queryOptions({
      queryKey: [...pageQueries.all(), slug] as const,
      queryFn: async (context) => (await fetchers()).getPage(slug, requestOf(context)),
      // Edited rarely; a visit need not ask again within minutes.
      staleTime: 5 * 60_000,
    }),
};
