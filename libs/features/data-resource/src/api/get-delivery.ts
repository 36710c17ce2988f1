import { type ResourceDelivery, deliveryRoutes } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/**
 * GET /web/data-resource/delivery — what a resource offers for use (issue 22): its files, its open
 * API, or nothing. Reported as the detail's call is (toast; an unknown id answers 4011 → /404).
 */
export function getDelivery(id: string, request: CallOptions = {}): Promise<ResourceDelivery> {
  return api.call(deliveryRoutes.delivery, { query: { id } }, request);
}
