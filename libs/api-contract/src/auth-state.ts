// The stored auth state (spec §3) read without zod (issue 13: every page's first load reads it, and
// the schemas load with the first API call). It checks what authStateSchema (auth.ts) checks; a
// contract test holds the two to the same answers.
import type { authStateSchema } from './auth';
import type * as z from 'zod/mini';

/** Spec §6 roles, as carried in AuthState.userType. */
export const USER_TYPES = ['admin', 'user', 'second'] as const;
export type UserType = (typeof USER_TYPES)[number];

export type AuthState = z.output<typeof authStateSchema>;

/** The limits of AuthState's fields (authStateSchema and parseAuthState share them). */
export const AUTH_STATE_LIMITS = {
  name: [1, 64],
  corName: [0, 128],
  token: [32, 256],
  right: [0, 64],
  rights: 200,
} as const;

const isText = (value: unknown, [min, max]: readonly [number, number]): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

const isUserType = (value: unknown): value is UserType => (USER_TYPES as readonly unknown[]).includes(value);

/**
 * Spec §3: an AuthState from untrusted JSON (storage, a cookie), or null when it is not one. Unknown
 * fields are dropped and so are empty rights, as authStateSchema does.
 */
export function parseAuthState(value: unknown): AuthState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { userType, name, corName, token, rights, mustChangePassword } = value as Record<string, unknown>;
  if (
    !isUserType(userType) ||
    !isText(name, AUTH_STATE_LIMITS.name) ||
    !isText(corName, AUTH_STATE_LIMITS.corName) ||
    !isText(token, AUTH_STATE_LIMITS.token)
  ) {
    return null;
  }
  if (!Array.isArray(rights) || rights.length > AUTH_STATE_LIMITS.rights || !rights.every((right) => isText(right, AUTH_STATE_LIMITS.right))) return null;
  if (mustChangePassword !== undefined && typeof mustChangePassword !== 'boolean') return null;
  return {
    userType,
    name,
    corName,
    token,
    rights: (rights as string[]).filter((right) => right !== ''),
    ...(mustChangePassword === undefined ? {} : { mustChangePassword }),
  };
}
