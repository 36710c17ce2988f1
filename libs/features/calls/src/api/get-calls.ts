import { type CallListData, callsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';
import type { CallFilters } from '../hooks/call-filters';

/** GET /web/call/list — open calls first by deadline, then closed ones. */
export function getCalls(filters: CallFilters, request: CallOptions = {}): Promise<CallListData> {
  const { page, pageSize, keyword, status } = filters;
  return api.call(
    callsApi.list,
    { query: { page: String(page), pageSize: String(pageSize), ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) } },
    request,
  );
}
