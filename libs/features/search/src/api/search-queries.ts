import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { SearchParams } from '../hooks/search-params';

/**
 * Issue 13: the calls (their contract routes and schemas) load when a query runs: a page rendered on
 * the server arrives with its data and loads none of them.
 */
const fetchers = () => import('./fetchers');

/** The feature's query factory (house style): keys general → specific; a result page's key is ['search', params]. */
export const searchQueries = {
  all: () => ['search'] as const,
  results: (params: SearchParams) =>
    queryOptions({
      queryKey: [...searchQueries.all(), params] as const,
      queryFn: async (context) => (await fetchers()).getSearch(params, requestOf(context)),
      // An empty query asks nothing; the page keeps its results while the next query comes.
      enabled: params.q !== '',
      placeholderData: keepPreviousData,
    }),
};
