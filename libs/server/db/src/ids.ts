import { createHash, randomBytes } from 'node:crypto';

/** A random id with a readable prefix: `usr_…`, 128 bits of randomness. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

/**
 * A new id of a row the contract names (`app_…`, `fil_…`): lower-case hex, so the contract's id
 * pattern accepts it; 96 bits of randomness.
 */
export function newRecordId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** A secret token: 256 bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex: how tokens are stored (the token itself never is). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
