import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API, type SearchData } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { SEARCH_PAGE_SIZE, type SearchParams } from '../hooks/search-params';

/** GET /web/search: the query takes strings, as they come from the URL. */
export function getSearch({ q, type, page }: SearchParams, request: CallOptions = {}): Promise<SearchData> {
  return api.call(
    API.search.search,
    { query: { q, page: String(page), pageSize: String(SEARCH_PAGE_SIZE), ...(type ? { type } : {}) } },
    request,
  );
}

export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, params] as const,
};

export const searchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: (context) => getSearch(params, requestOf(context)),
    enabled: params.q !== '',
    placeholderData: keepPreviousData,
  });
