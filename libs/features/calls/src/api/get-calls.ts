import { queryOptions } from '@tanstack/react-query';
import { API, type CallListData } from '@portal/api-contract';
import { api } from '@portal/api-client';
import type { CallFilters } from '../hooks/call-filters';
import { callKeys } from './keys';

/** GET /web/call/list — open calls first by deadline, then closed ones. */
export function getCalls(filters: CallFilters, signal?: AbortSignal): Promise<CallListData> {
  const { page, pageSize, keyword, status } = filters;
  return api.call(
    API.publications.calls,
    { query: { page: String(page), pageSize: String(pageSize), ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) } },
    signal ? { signal } : {},
  );
}

export const callListQuery = (filters: CallFilters) =>
  queryOptions({
    queryKey: [...callKeys.lists(), filters] as const,
    queryFn: ({ signal }) => getCalls(filters, signal),
  });
