import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { NewsFilters } from '../hooks/news-filters';

/**
 * Issue 13: the calls (their contract routes and schemas) load when a query runs: a page rendered on
 * the server arrives with its data and loads none of them.
 */
const fetchers = () => import('./fetchers');

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const newsQueries = {
  all: () => ['news'] as const,
  lists: () => [...newsQueries.all(), 'list'] as const,
  details: () => [...newsQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...newsQueries.details(), id] as const,
      queryFn: async (context) => (await fetchers()).getNews(id, requestOf(context)),
    }),
  list: (filters: NewsFilters) =>
    queryOptions({
      queryKey: [...newsQueries.lists(), filters] as const,
      queryFn: async (context) => (await fetchers()).getNewsList(filters, requestOf(context)),
    }),
};
