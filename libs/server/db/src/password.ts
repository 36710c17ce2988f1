import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing: scrypt from node:crypto, stored as
 * `scrypt$N$r$p$saltB64$hashB64` (standard base64, padded). The password is NFKC-normalised
 * first, so full-width characters typed through a Chinese IME (`Ａｄｍｉｎ１`) match their
 * half-width forms.
 */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;

// Bounds for parameters read back from a stored hash, so a tampered row cannot make a
// sign-in allocate gigabytes or spin for minutes: it verifies false instead.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_SCRYPT_MEMORY = 256 * 1024 * 1024;

function scrypt(password: BinaryLike, salt: BinaryLike, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const scryptOptions = (N: number, r: number, p: number): ScryptOptions => ({ N, r, p, maxmem: 128 * N * r * p + 1024 * 1024 });

/**
 * Hashes with a given salt. For the demo seeder only (@portal/server-demo-data derives salts
 * from account names so that seeding is deterministic). Everything else uses {@link hashPassword}.
 */
export async function hashPasswordWithSalt(plain: string, salt: Buffer): Promise<string> {
  const { N, r, p, keyBytes } = SCRYPT_PARAMS;
  const key = await scrypt(plain.normalize('NFKC'), salt, keyBytes, scryptOptions(N, r, p));
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A fresh scrypt hash of `plain` with a random 16-byte salt. */
export function hashPassword(plain: string): Promise<string> {
  if (typeof plain !== 'string') return Promise.reject(new TypeError('hashPassword: password must be a string'));
  return hashPasswordWithSalt(plain, randomBytes(SCRYPT_PARAMS.saltBytes));
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const POSITIVE_INT = /^[1-9]\d{0,9}$/;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseStored(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText = '', rText = '', pText = '', saltText = '', keyText = ''] = parts;
  if (!POSITIVE_INT.test(nText) || !POSITIVE_INT.test(rText) || !POSITIVE_INT.test(pText)) return null;
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  // N must be a power of two greater than 1.
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r > MAX_R || p > MAX_P) return null;
  if (128 * N * r * p > MAX_SCRYPT_MEMORY) return null;
  if (!BASE64.test(saltText) || !BASE64.test(keyText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { N, r, p, salt, key };
}

/**
 * What a missing or malformed stored value is checked against: today's parameters, a fixed salt
 * and a key nothing derives to. An unknown account then costs a full scrypt like a real one, so the
 * answer's time does not tell which account names exist (issue 12 §6: 12 ms against 105 ms).
 */
const STAND_IN: ParsedHash = {
  N: SCRYPT_PARAMS.N,
  r: SCRYPT_PARAMS.r,
  p: SCRYPT_PARAMS.p,
  salt: Buffer.alloc(SCRYPT_PARAMS.saltBytes, 0x5a),
  key: Buffer.alloc(SCRYPT_PARAMS.keyBytes),
};

/**
 * Whether `plain` matches a stored `scrypt$…` hash. Constant-time comparison; any
 * malformed or missing stored value (null for SSO-only accounts, no account at all) verifies
 * false after the same work as a real check; it never throws.
 */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  try {
    const parsed = typeof stored === 'string' ? parseStored(stored) : null;
    const target = parsed ?? STAND_IN;
    const text = typeof plain === 'string' ? plain : '';
    const actual = await scrypt(text.normalize('NFKC'), target.salt, target.key.length, scryptOptions(target.N, target.r, target.p));
    const same = timingSafeEqual(actual, target.key);
    return parsed !== null && typeof plain === 'string' && same;
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker parameters than today's (rehash at next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = typeof stored === 'string' ? parseStored(stored) : null;
  const { N, r, p, keyBytes } = SCRYPT_PARAMS;
  return !parsed || parsed.N < N || parsed.r < r || parsed.p < p || parsed.key.length < keyBytes;
}
