import { mutationOptions } from '@tanstack/react-query';
import { API, type AuthState } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { loginKeys } from './keys';

/** POST /web/login/second: an attempt whose code passed becomes a session; answers the AuthState. */
export function completeLogin(attemptId: string): Promise<AuthState> {
  return api.call(API.auth.second, { body: { attemptId } });
}

export const completeLoginMutation = () => mutationOptions({ mutationKey: loginKeys.second(), mutationFn: completeLogin });
