import { isApiError } from '@portal/api-client';

/**
 * Whether a failed msg-check / second call means the login attempt can never
 * succeed any more, so only a fresh login helps: the server answers 4290 (too
 * many wrong codes, e.g. 验证码错误次数过多，请重新登录) or says the attempt is gone.
 */
export function isAttemptDead(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 4290 || error.status === 429 || error.status === 410;
}
