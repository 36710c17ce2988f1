import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import type { CallFilters } from '../hooks/call-filters';

/**
 * Issue 13: the calls (their contract routes and schemas) load when a query runs: a page rendered on
 * the server arrives with its data and loads none of them.
 */
const fetchers = () => import('./fetchers');

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const callQueries = {
  all: () => ['calls'] as const,
  lists: () => [...callQueries.all(), 'list'] as const,
  details: () => [...callQueries.all(), 'detail'] as const,
  /** The signed-in corporation's own responses (never shared between users: cleared on logout with the cache). */
  responses: () => [...callQueries.all(), 'my-response'] as const,
  /** Issue 21 §10c: the pages of the corporation's 我的反馈 (a key of its own: a call id could read 'list'). */
  responseLists: () => [...callQueries.all(), 'my-responses'] as const,
  list: (filters: CallFilters) =>
    queryOptions({
      queryKey: [...callQueries.lists(), filters] as const,
      queryFn: async (context) => (await fetchers()).getCalls(filters, requestOf(context)),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...callQueries.details(), id] as const,
      queryFn: async (context) => (await fetchers()).getCall(id, requestOf(context)),
    }),
  myResponse: (callId: string) =>
    queryOptions({
      queryKey: [...callQueries.responses(), callId] as const,
      queryFn: async (context) => (await fetchers()).getMyResponse(callId, requestOf(context)),
    }),
  myResponses: (page: number) =>
    queryOptions({
      queryKey: [...callQueries.responseLists(), page] as const,
      queryFn: async (context) => (await fetchers()).getMyResponses(page, requestOf(context)),
      // The table keeps its rows while the next page comes.
      placeholderData: keepPreviousData,
    }),
};
