import { type AuthState, authApi } from '@portal/api-contract';
import { api } from '@portal/api-client';

/** POST /web/login/second: an attempt whose code passed becomes a session; answers the AuthState. */
export function completeLogin(attemptId: string): Promise<AuthState> {
  return api.call(authApi.second, { body: { attemptId } });
}
