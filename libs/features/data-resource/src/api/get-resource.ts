import { type ResourceDetail, catalogueApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/data-resource/detail — an unknown id answers 4011, which the client turns into /404. */
export function getResource(id: string, request: CallOptions = {}): Promise<ResourceDetail> {
  return api.call(catalogueApi.resource, { query: { id } }, request);
}
