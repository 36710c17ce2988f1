import { queryOptions } from '@tanstack/react-query';
import { API, type PolicyListData } from '@portal/api-contract';
import { api } from '@portal/api-client';
import type { PolicyFilters } from '../hooks/policy-filters';
import { policyKeys } from './keys';

/** GET /web/policy/list — the query takes strings, as they come from the URL. */
export function getPolicies(filters: PolicyFilters, signal?: AbortSignal): Promise<PolicyListData> {
  const { page, pageSize, keyword, level, year } = filters;
  return api.call(
    API.publications.policies,
    {
      query: {
        page: String(page),
        pageSize: String(pageSize),
        ...(keyword ? { keyword } : {}),
        ...(level ? { level } : {}),
        ...(year ? { year } : {}),
      },
    },
    signal ? { signal } : {},
  );
}

export const policyListQuery = (filters: PolicyFilters) =>
  queryOptions({
    queryKey: [...policyKeys.lists(), filters] as const,
    queryFn: ({ signal }) => getPolicies(filters, signal),
  });
