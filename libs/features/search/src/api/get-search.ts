import { type SearchData, searchApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';
import { SEARCH_PAGE_SIZE, type SearchParams } from '../hooks/search-params';

/** GET /web/search: the query takes strings, as they come from the URL. */
export function getSearch({ q, type, page, verbatim }: SearchParams, request: CallOptions = {}): Promise<SearchData> {
  return api.call(
    searchApi.search,
    { query: { q, page: String(page), pageSize: String(SEARCH_PAGE_SIZE), ...(type ? { type } : {}), ...(verbatim ? { verbatim: '1' } : {}) } },
    request,
  );
}
