import { CONFLICT_CODE, PASSWORD_CHANGE_REQUIRED_CODE, PASSWORD_CHANGE_REQUIRED_MESSAGE } from '@portal/api-contract';

/**
 * An error a route answers with the spec envelope (`{code, msg, data: null}`).
 * Codes are ours except those of spec §8 (1000, 1001, 3166, 4011, 4212).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why a request's signal aborts (issue 16, decision 0026): its client went away before the answer
 * was sent. Domain code stops with it at its next step (`ctx.signal?.throwIfAborted()` throws this
 * very error); the answer, 499, reaches nobody and is no error of ours: it is never logged as one.
 */
export class ClientGone extends HttpError {
  constructor() {
    super(499, 4990, '客户端已断开连接');
    this.name = 'ClientGone';
  }
}

export const ERR = {
  badRequest: (msg: string) => new HttpError(400, 4000, msg),
  /** Spec §8 code 4011: the item does not exist (the client shows /404). */
  notFound: (msg = '请求的内容不存在') => new HttpError(404, 4011, msg),
  /** Spec §8 code 1000 under HTTP 401: the session expired. */
  sessionExpired: () => new HttpError(401, 1000, '登录已过期，请重新登录'),
  /** Spec §8 code 1001 under HTTP 401: no valid session (missing, unknown or revoked token). */
  sessionInvalid: (msg = '请先登录') => new HttpError(401, 1001, msg),
  forbidden: (msg = '无权访问') => new HttpError(403, 4030, msg),
  /** Spec §6/§8 code 3166: only legal persons may sign in. */
  legalPersonOnly: () => new HttpError(200, 3166, '本平台仅支持法人（企业）用户登录'),
  conflict: (msg: string) => new HttpError(409, CONFLICT_CODE, msg),
  /** Issue 17: a temporary password must be changed before any other call. */
  passwordChangeRequired: () => new HttpError(403, PASSWORD_CHANGE_REQUIRED_CODE, PASSWORD_CHANGE_REQUIRED_MESSAGE),
  tooMany: (msg: string) => new HttpError(429, 4290, msg),
  /** HTTP 413 (spec §8): the client shows this message. */
  tooLarge: (msg: string) => new HttpError(413, 4130, msg),
} as const;
