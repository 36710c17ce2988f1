import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/api-client';
import { SESSION_QUERY_KEY, authRoutes } from '@portal/auth';

/**
 * Spec §2, §8: entering the workspace confirms the session with the server (GET /web/login/me). A
 * session that expired or was revoked elsewhere answers 401, and the api-client sends the user to
 * login with preUrl. The workspace route's loader starts it with the navigation; its frame reads it.
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async () => api.call((await authRoutes()).me),
  staleTime: 60_000,
  retry: false,
});
