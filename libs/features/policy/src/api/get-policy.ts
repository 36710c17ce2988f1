import { type PolicyDetail, policiesApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/policy/detail — an unknown id answers 4011, which the client turns into /404. */
export function getPolicy(id: string, request: CallOptions = {}): Promise<PolicyDetail> {
  return api.call(policiesApi.detail, { query: { id } }, request);
}

const idField = policiesApi.detail.query?.shape.id;
/** Whether an id has the contract's shape; one that cannot exist is treated as unknown (→ /404) without a request. */
export const isPolicyId = (id: string | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
