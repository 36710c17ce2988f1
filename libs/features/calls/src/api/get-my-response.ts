import { type CallResponse, callsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /second/call/response — the signed-in corporation's response to a call, or null. */
export function getMyResponse(callId: string, request: CallOptions = {}): Promise<CallResponse | null> {
  return api.call(callsApi.myResponse, { query: { callId } }, request);
}
