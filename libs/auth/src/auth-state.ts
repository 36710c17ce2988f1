import { STORAGE_KEYS } from './storage-keys';

/** Spec §3 auth state. */
export interface AuthState {
  userType: string;
  name: string;
  corName: string;
  token: string;
  rights: string[];
}

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['token'] === 'string' &&
    v['token'] !== '' &&
    typeof v['userType'] === 'string' &&
    typeof v['name'] === 'string' &&
    typeof v['corName'] === 'string' &&
    Array.isArray(v['rights']) &&
    v['rights'].every((right) => typeof right === 'string')
  );
}

/** Reads the stored auth state; anything unreadable or malformed counts as logged out. */
export function readAuthState(storage: Pick<Storage, 'getItem'> = localStorage): AuthState | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.authState);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAuthState(parsed) ? { ...parsed, rights: parsed.rights.filter((right) => right !== '') } : null;
  } catch {
    return null;
  }
}

/** Spec §3: logged in means an auth state is present. */
export function isLoggedIn(storage?: Pick<Storage, 'getItem'>): boolean {
  return readAuthState(storage) !== null;
}
