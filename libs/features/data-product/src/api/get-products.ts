import { type ProductListData, catalogueApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';
import type { ProductFilters } from '../hooks/product-filters';

/** GET /web/data-product/list — the query takes strings, as they come from the URL. */
export function getProducts(filters: ProductFilters, request: CallOptions = {}): Promise<ProductListData> {
  const { page, pageSize, keyword, domain, type, operator, sort, order } = filters;
  return api.call(
    catalogueApi.products,
    {
      query: {
        page: String(page),
        pageSize: String(pageSize),
        ...(keyword ? { keyword } : {}),
        ...(domain ? { domain } : {}),
        ...(type ? { type } : {}),
        ...(operator ? { operator } : {}),
        // No sort is the list's default: relevance with a keyword, else the newest update (issue 16).
        ...(sort ? { sort } : {}),
        order,
      },
    },
    request,
  );
}
