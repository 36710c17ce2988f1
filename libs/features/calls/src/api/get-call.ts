import { type CallDetail, callsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /web/call/detail — an unknown id answers 4011, which the client turns into /404. */
export function getCall(id: string, request: CallOptions = {}): Promise<CallDetail> {
  return api.call(callsApi.detail, { query: { id } }, request);
}
