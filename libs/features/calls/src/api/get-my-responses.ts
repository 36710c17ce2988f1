import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API, type MyCallResponsesData } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { callKeys } from './keys';

/** Rows per page of 我的反馈. */
export const MY_RESPONSES_PAGE_SIZE = 10;

/** GET /second/call/responses — the signed-in corporation's responses, latest change first (issue 21 §10c). */
export function getMyResponses(page: number, signal?: AbortSignal): Promise<MyCallResponsesData> {
  return api.call(API.publications.myCallResponses, { query: { page: String(page), pageSize: String(MY_RESPONSES_PAGE_SIZE) } }, signal ? { signal } : {});
}

export const myResponsesQuery = (page: number) =>
  queryOptions({
    queryKey: [...callKeys.responseLists(), page] as const,
    queryFn: ({ signal }) => getMyResponses(page, signal),
    // The table keeps its rows while the next page comes.
    placeholderData: keepPreviousData,
  });
