import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { PolicyFilters } from '../hooks/policy-filters';

/**
 * Issue 13: the calls (their contract routes and schemas) load when a query runs: a page rendered on
 * the server arrives with its data and loads none of them.
 */
const fetchers = () => import('./fetchers');

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const policyQueries = {
  all: () => ['policies'] as const,
  lists: () => [...policyQueries.all(), 'list'] as const,
  details: () => [...policyQueries.all(), 'detail'] as const,
  list: (filters: PolicyFilters) =>
    queryOptions({
      queryKey: [...policyQueries.lists(), filters] as const,
      queryFn: async (context) => (await fetchers()).getPolicies(filters, requestOf(context)),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...policyQueries.details(), id] as const,
      queryFn: async (context) => (await fetchers()).getPolicy(id, requestOf(context)),
    }),
};
