import { type CallDetail, callsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/call/detail — an unknown id answers 4011, which the client turns into /404. */
export function getCall(id: string, request: CallOptions = {}): Promise<CallDetail> {
  return api.call(callsApi.detail, { query: { id } }, request);
}

const idField = callsApi.detail.query?.shape.id;
/** Whether an id has the contract's shape; one that cannot exist is treated as unknown (→ /404) without a request. */
export const isCallId = (id: string | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
