import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { ResourceFilters } from '../hooks/resource-filters';
import { getDelivery } from './get-delivery';
import { getOptions } from './get-options';
import { getPreview } from './get-preview';
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
  // Below the detail's key, so invalidating a resource's detail refreshes what it offers too (issue 22).
  delivery: (id: string) =>
    queryOptions({ queryKey: [...resourceQueries.details(), id, 'delivery'] as const, queryFn: (context) => getDelivery(id, requestOf(context)) }),
  /** Open resources only (the page asks when the delivery says `open`); a failure stays in the section. */
  preview: (id: string) =>
    queryOptions({ queryKey: [...resourceQueries.details(), id, 'preview'] as const, queryFn: (context) => getPreview(id, requestOf(context)) }),
  catalogueOptions: () =>
    queryOptions({
      queryKey: [...resourceQueries.all(), 'options'] as const,
      queryFn: (context) => getOptions(requestOf(context)),
      // Domains and departments change with a release, not with a visit.
      staleTime: 10 * 60_000,
    }),
};
