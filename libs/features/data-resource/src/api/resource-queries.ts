import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { ResourceFilters } from '../hooks/resource-filters';

/**
 * Issue 13: the calls (their contract routes and schemas) load when a query runs: a page rendered on
 * the server arrives with its data and loads none of them.
 */
const fetchers = () => import('./fetchers');

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const resourceQueries = {
  all: () => ['resources'] as const,
  lists: () => [...resourceQueries.all(), 'list'] as const,
  details: () => [...resourceQueries.all(), 'detail'] as const,
  list: (filters: ResourceFilters) =>
    queryOptions({
      queryKey: [...resourceQueries.lists(), filters] as const,
      queryFn: async (context) => (await fetchers()).getResources(filters, requestOf(context)),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...resourceQueries.details(), id] as const, queryFn: async (context) => (await fetchers()).getResource(id, requestOf(context)) }),
  // Below the detail's key, so invalidating a resource's detail refreshes what it offers too (issue 22).
  delivery: (id: string) =>
    queryOptions({
      queryKey: [...resourceQueries.details(), id, 'delivery'] as const,
      queryFn: async (context) => (await fetchers()).getDelivery(id, requestOf(context)),
    }),
  /** Open resources only (the page asks when the delivery says `open`); a failure stays in the section. */
  preview: (id: string) =>
    queryOptions({
      queryKey: [...resourceQueries.details(), id, 'preview'] as const,
      queryFn: async (context) => (await fetchers()).getPreview(id, requestOf(context)),
    }),
  catalogueOptions: () =>
    queryOptions({
      queryKey: [...resourceQueries.all(), 'options'] as const,
      queryFn: async (context) => (await fetchers()).getOptions(requestOf(context)),
      // Domains and departments change with a release, not with a visit.
      staleTime: 10 * 60_000,
    }),
};
