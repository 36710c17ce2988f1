import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { ProductFilters } from '../hooks/product-filters';

/**
 * Issue 13: the calls (their contract routes and schemas) load when a query runs: a page rendered on
 * the server arrives with its data and loads none of them.
 */
const fetchers = () => import('./fetchers');

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  details: () => [...productQueries.all(), 'detail'] as const,
  list: (filters: ProductFilters) =>
    queryOptions({
      queryKey: [...productQueries.lists(), filters] as const,
      queryFn: async (context) => (await fetchers()).getProducts(filters, requestOf(context)),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.details(), id] as const,
      queryFn: async (context) => (await fetchers()).getProduct(id, requestOf(context)),
    }),
};
