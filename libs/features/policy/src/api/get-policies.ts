import { type PolicyListData, policiesApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';
import type { PolicyFilters } from '../hooks/policy-filters';

/** GET /web/policy/list — the query takes strings, as they come from the URL. */
export function getPolicies(filters: PolicyFilters, request: CallOptions = {}): Promise<PolicyListData> {
  const { page, pageSize, keyword, level, year } = filters;
  return api.call(
    policiesApi.list,
    {
      query: {
        page: String(page),
        pageSize: String(pageSize),
        ...(keyword ? { keyword } : {}),
        ...(level ? { level } : {}),
        ...(year ? { year } : {}),
      },
    },
    request,
  );
}
