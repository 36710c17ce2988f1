import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { ProductFilters } from '../hooks/product-filters';
import { getProduct } from './get-product';
import { getProducts } from './get-products';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  details: () => [...productQueries.all(), 'detail'] as const,
  list: (filters: ProductFilters) =>
    queryOptions({
      queryKey: [...productQueries.lists(), filters] as const,
      queryFn: (context) => getProducts(filters, requestOf(context)),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.details(), id] as const,
      queryFn: (context) => getProduct(id, requestOf(context)),
    }),
};
