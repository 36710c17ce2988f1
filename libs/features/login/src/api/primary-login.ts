import { type RouteBody, type RouteData, authApi } from '@portal/api-contract';
import { api } from '@portal/api-client';

export type PrimaryLoginBody = RouteBody<typeof authApi.primary>;
/** A login attempt waiting for its SMS code. */
export type LoginAttempt = RouteData<typeof authApi.primary>;

/** POST /web/login/primary: an SSO ticket or a staff account starts a login attempt. */
export function primaryLogin(body: PrimaryLoginBody): Promise<LoginAttempt> {
  return api.call(authApi.primary, { body });
}
