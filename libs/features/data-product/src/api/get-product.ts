import { queryOptions } from '@tanstack/react-query';
import { API, type ProductDetail } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { productKeys } from './keys';

/** GET /web/data-product/detail — an unknown id answers 4011, which the client turns into /404 (spec §8). */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api.call(API.catalogue.product, { query: { id } }, signal ? { signal } : {});
}

export const productDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKeys.details(), id] as const,
    queryFn: ({ signal }) => getProduct(id, signal),
  });
