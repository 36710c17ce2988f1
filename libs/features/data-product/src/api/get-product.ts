import { type ProductDetail, catalogueApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/data-product/detail — an unknown id answers 4011, which the client turns into /404 (spec §8). */
export function getProduct(id: string, request: CallOptions = {}): Promise<ProductDetail> {
  return api.call(catalogueApi.product, { query: { id } }, request);
}
