import { API, type AuthState } from '@portal/api-contract';
import { api } from '@portal/api-client';

/** POST /web/login/second: an attempt whose code passed becomes a session; answers the AuthState. */
export function completeLogin(attemptId: string): Promise<AuthState> {
  return api.call(API.auth.second, { body: { attemptId } });
}
