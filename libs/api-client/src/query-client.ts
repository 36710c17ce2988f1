import { QueryClient } from '@tanstack/react-query';
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
