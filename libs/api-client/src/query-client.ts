import { QueryClient, type QueryMeta } from '@tanstack/react-query';
import type { RequestOptions } from './client';
import { isApiError } from './api-error';

/**
 * The QueryClient of every app: no retry for errors that would fail again
 * (4xx, envelope or contract refusals), at most two retries otherwise; no refetch
 * on window focus (a government portal's data changes slowly). Mutations are sent even
 * when the browser reports itself offline (networkMode 'always'): a user's change either
 * reaches the server or fails with a message, never waits silently behind a busy button.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(isApiError(error) && error.isPermanent) && failureCount < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A prefetch (issue 13): the request reports nothing to the user (RequestOptions.silent). */
      silent?: boolean;
    };
  }
}

/** What a fetcher takes from a query function's context: the abort signal, and silence for a prefetch. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'silent'>;

export function requestOf({ signal, meta }: { signal?: AbortSignal | undefined; meta?: QueryMeta | undefined }): CallOptions {
  return { ...(signal ? { signal } : {}), ...(meta?.silent ? { silent: true } : {}) };
}
