import { API, type ProductDetail } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/data-product/detail — an unknown id answers 4011, which the client turns into /404 (spec §8). */
export function getProduct(id: string, request: CallOptions = {}): Promise<ProductDetail> {
  return api.call(API.catalogue.product, { query: { id } }, request);
}
