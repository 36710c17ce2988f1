import { timingSafeEqual } from 'node:crypto';
import { sha256 } from '@portal/server-db';

/** CAS 3.0 ticket validation (the government SSO, or the dev provider). */
export interface CasValidator {
  validate(
    ticket: string,
    service: string,
  ): Promise<
    | { ok: true; user: string; attributes: { userType: string; name?: string | undefined; creditCode?: string | undefined } }
    | { ok: false; code: string; description?: string | undefined }
  >;
}

export interface PasswordVerifier {
  verify(plain: string, stored: string | null): Promise<boolean>;
  /** Whether a stored hash was made with weaker parameters than today's; then `hash` upgrades it at sign-in. */
  needsRehash?(stored: string): boolean;
  hash?(plain: string): Promise<string>;
}

/** Second-step rules (issue 4): 6 digits, 5 minutes, single use, 5 wrong tries kill the attempt. */
export const SMS_RULES = {
  codeTtlMs: 5 * 60_000,
  maxWrongTries: 5,
  resendAfterSeconds: 60,
  /** Per phone: 1 per minute, 5 per hour, 10 per day. */
  limits: [
    { windowMs: 60_000, max: 1, msg: '验证码发送过于频繁，请1分钟后再试' },
    { windowMs: 3_600_000, max: 5, msg: '验证码发送次数过多，请1小时后再试' },
    { windowMs: 86_400_000, max: 10, msg: '今日验证码发送次数已达上限，请明天再试' },
  ],
} as const;

/**
 * Per-account backoff on wrong passwords (issue 12 §7). Five tries are free; the fifth locks the
 * name for 1 minute, each further one doubles it, up to 30 minutes. A correct password clears the
 * count; a day without tries forgets it. Unknown names are counted the same way.
 */
export const PASSWORD_BACKOFF = {
  freeTries: 5,
  /** Lock after the n-th try (n ≥ freeTries): 1, 2, 4, 8, 16, then 30 minutes. */
  lockMs: (tries: number) => Math.min(30, 2 ** Math.max(0, tries - 5)) * 60_000,
  forgetAfterMs: 24 * 3_600_000,
} as const;

/** The key wrong passwords are counted under: the account name as typed, normalised. */
export const accountKey = (account: string) => account.trim().normalize('NFKC').toLowerCase().slice(0, 128);

/** A login attempt lives this long between the first and the second step. */
export const ATTEMPT_TTL_MS = 10 * 60_000;

/** The stored form of an SMS code: bound to its attempt, never the code itself. */
export const codeHash = (attemptId: string, code: string) => sha256(`${attemptId}:${code}`);

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
