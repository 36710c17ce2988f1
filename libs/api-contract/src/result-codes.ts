// The codes, statuses and base path of the API (spec §7, §8), apart from its schemas (issue 13: the
// browser's first load needs these, not zod).

/** Spec §7: every call is under this base path. */
export const API_BASE_PATH = '/alpha-portal/api/v1';

/** Spec §8: the result codes the client treats specially. */
export const RESULT_CODE = {
  /** Success: `data` holds the result. */
  OK: 0,
  /** The session expired: the client runs the logout action. */
  SESSION_EXPIRED: 1000,
  /** The session is invalid (revoked, unknown token): the client runs the logout action. */
  SESSION_INVALID: 1001,
  /** The identity is not a legal person (corporation): only corporations may sign in. */
  LEGAL_PERSON_ONLY: 3166,
  /** The requested item does not exist: the client shows /404. */
  NOT_FOUND: 4011,
  /** A result the client takes without any message. */
  SILENT: 4212,
} as const;

export type ResultCode = (typeof RESULT_CODE)[keyof typeof RESULT_CODE];

/**
 * Ours, not spec §8 (an "any other code" there, shown as its message): a change made with a
 * stale version, answered with HTTP 409 — someone else changed the item first (issue 6).
 */
export const CONFLICT_CODE = 4090;

/** Spec §8: HTTP statuses with their own handling. */
export const HTTP_STATUS = {
  UNAUTHORIZED: 401,
  PAYLOAD_TOO_LARGE: 413,
  /** Spec §8 "HTTP 700 returns 700 silently". */
  SILENT: 700,
} as const;

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

/** Builds an envelope. */
export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: RESULT_CODE.OK, msg, data };
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
