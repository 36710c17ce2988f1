import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { PolicyFilters } from '../hooks/policy-filters';
import { getPolicies } from './get-policies';
import { getPolicy } from './get-policy';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const policyQueries = {
  all: () => ['policies'] as const,
  lists: () => [...policyQueries.all(), 'list'] as const,
  details: () => [...policyQueries.all(), 'detail'] as const,
  list: (filters: PolicyFilters) =>
    queryOptions({
      queryKey: [...policyQueries.lists(), filters] as const,
      queryFn: (context) => getPolicies(filters, requestOf(context)),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...policyQueries.details(), id] as const,
      queryFn: (context) => getPolicy(id, requestOf(context)),
    }),
};
