import { type PolicyDetail, policiesApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/policy/detail — an unknown id answers 4011, which the client turns into /404. */
export function getPolicy(id: string, request: CallOptions = {}): Promise<PolicyDetail> {
  return api.call(policiesApi.detail, { query: { id } }, request);
}
