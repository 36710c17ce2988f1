import { API, type RouteBody, type RouteData } from '@portal/api-contract';
import { api } from '@portal/api-client';

export type PrimaryLoginBody = RouteBody<typeof API.auth.primary>;
/** A login attempt waiting for its SMS code. */
export type LoginAttempt = RouteData<typeof API.auth.primary>;

/** POST /web/login/primary: an SSO ticket or a staff account starts a login attempt. */
export function primaryLogin(body: PrimaryLoginBody): Promise<LoginAttempt> {
  return api.call(API.auth.primary, { body });
}
