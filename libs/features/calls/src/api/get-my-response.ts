import { queryOptions } from '@tanstack/react-query';
import { API, type CallResponse } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { callKeys } from './keys';

/** GET /second/call/response — the signed-in corporation's response to a call, or null. */
export function getMyResponse(callId: string, signal?: AbortSignal): Promise<CallResponse | null> {
  return api.call(API.publications.myCallResponse, { query: { callId } }, signal ? { signal } : {});
}

export const myResponseQuery = (callId: string) =>
  queryOptions({
    queryKey: [...callKeys.responses(), callId] as const,
    queryFn: ({ signal }) => getMyResponse(callId, signal),
  });
