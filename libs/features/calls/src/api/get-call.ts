import { queryOptions } from '@tanstack/react-query';
import { API, type CallDetail } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { callKeys } from './keys';

/** GET /web/call/detail — an unknown id answers 4011, which the client turns into /404. */
export function getCall(id: string, signal?: AbortSignal): Promise<CallDetail> {
  return api.call(API.publications.call, { query: { id } }, signal ? { signal } : {});
}

export const callDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...callKeys.details(), id] as const,
    queryFn: ({ signal }) => getCall(id, signal),
  });

const idField = API.publications.call.query?.shape.id;
/** Whether an id has the contract's shape; one that cannot exist is treated as unknown (→ /404) without a request. */
export const isCallId = (id: string | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
