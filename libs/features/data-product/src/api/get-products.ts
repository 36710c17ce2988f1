import { queryOptions } from '@tanstack/react-query';
import { API, type ProductListData } from '@portal/api-contract';
import { api } from '@portal/api-client';
import type { ProductFilters } from '../hooks/product-filters';
import { productKeys } from './keys';

/** GET /web/data-product/list — the query takes strings, as they come from the URL. */
export function getProducts(filters: ProductFilters, signal?: AbortSignal): Promise<ProductListData> {
  const { page, pageSize, keyword, domain, type, operator, sort, order } = filters;
  return api.call(
    API.catalogue.products,
    {
      query: {
        page: String(page),
        pageSize: String(pageSize),
        ...(keyword ? { keyword } : {}),
        ...(domain ? { domain } : {}),
        ...(type ? { type } : {}),
        ...(operator ? { operator } : {}),
        sort,
        order,
      },
    },
    signal ? { signal } : {},
  );
}

export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...productKeys.lists(), filters] as const,
    queryFn: ({ signal }) => getProducts(filters, signal),
  });
