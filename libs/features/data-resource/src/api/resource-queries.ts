import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { ResourceFilters } from '../hooks/resource-filters';
import { getOptions } from './get-options';
import { getResource } from './get-resource';
import { getResources } from './get-resources';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const resourceQueries = {
  all: () => ['resources'] as const,
  lists: () => [...resourceQueries.all(), 'list'] as const,
  details: () => [...resourceQueries.all(), 'detail'] as const,
  list: (filters: ResourceFilters) =>
    queryOptions({ queryKey: [...resourceQueries.lists(), filters] as const, queryFn: (context) => getResources(filters, requestOf(context)) }),
  detail: (id: string) => queryOptions({ queryKey: [...resourceQueries.details(), id] as const, queryFn: (context) => getResource(id, requestOf(context)) }),
  catalogueOptions: () =>
    queryOptions({
      queryKey: [...resourceQueries.all(), 'options'] as const,
      queryFn: (context) => getOptions(requestOf(context)),
      // Domains and departments change with a release, not with a visit.
      staleTime: 10 * 60_000,
    }),
};
