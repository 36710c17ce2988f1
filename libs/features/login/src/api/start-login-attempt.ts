import { ensureLoginUuid } from '../utils/login-uuid';
import { primaryLogin, type LoginAttempt, type PrimaryLoginBody } from './primary-login';

type WithoutUuid<T> = T extends unknown ? Omit<T, 'uuid'> : never;

/** What the user brings to the first step: an SSO ticket (+ service) or a staff account. */
export type LoginCredentials = WithoutUuid<PrimaryLoginBody>;

/** No login unique id could be had (spec §4: GET /web/login/uuid failed). */
export class LoginUuidError extends Error {
  override readonly name = 'LoginUuidError';
}

/** The first sign-in step with the login unique id of spec §3/§4 (fetched first if the app has none yet). */
export async function startLoginAttempt(credentials: LoginCredentials): Promise<LoginAttempt> {
  const uuid = await ensureLoginUuid();
  if (!uuid) throw new LoginUuidError('no login uuid');
  return primaryLogin({ ...credentials, uuid });
}
