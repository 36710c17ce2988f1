import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { SearchParams } from '../hooks/search-params';
import { getSearch } from './get-search';

/** The feature's query factory (house style): keys general → specific; a result page's key is ['search', params]. */
export const searchQueries = {
  all: () => ['search'] as const,
  results: (params: SearchParams) =>
    queryOptions({
      queryKey: [...searchQueries.all(), params] as const,
      queryFn: (context) => getSearch(params, requestOf(context)),
      // An empty query asks nothing; the page keeps its results while the next query comes.
      enabled: params.q !== '',
      placeholderData: keepPreviousData,
    }),
};
