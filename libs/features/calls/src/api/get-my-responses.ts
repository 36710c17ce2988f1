import { type MyCallResponsesData, callsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** Rows per page of 我的反馈. */
export const MY_RESPONSES_PAGE_SIZE = 10;

/** GET /second/call/responses — the signed-in corporation's responses, latest change first (issue 21 §10c). */
export function getMyResponses(page: number, request: CallOptions = {}): Promise<MyCallResponsesData> {
  return api.call(callsApi.myResponses, { query: { page: String(page), pageSize: String(MY_RESPONSES_PAGE_SIZE) } }, request);
}
