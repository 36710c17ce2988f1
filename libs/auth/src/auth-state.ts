import { parseAuthState, type AuthState } from '@portal/api-contract';
import { deleteCookie, readCookie, writeCookie } from './cookie';
import { STORAGE_KEYS } from './storage-keys';

export type { AuthState };

const KEY = STORAGE_KEYS.authState;
const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

function safe<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function parse(raw: string | null): AuthState | null {
  if (!raw) return null;
  const json = safe(() => JSON.parse(raw) as unknown);
  // Spec §3: rights without empty strings (the parse drops them).
  return parseAuthState(json);
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedState: AuthState | null = null;

function rawState(): string | null {
  return safe(() => localStorage.getItem(KEY)) ?? safe(() => readCookie(KEY));
}

/** Spec §3: the stored auth state, from local storage or else the cookie; malformed counts as none. */
export function readAuthState(): AuthState | null {
  const raw = rawState();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedState = parse(raw);
  }
  return cachedState;
}

/** Spec §3: logged in means an auth state is present. */
export function isLoggedIn(): boolean {
  return readAuthState() !== null;
}

function emit() {
  listeners.forEach((listener) => listener());
}

/**
 * Spec §3: persists the auth state as JSON in a cookie and in local storage.
 * If writing fails anywhere (quota, cookie too large, storage denied) the state is
 * cleared everywhere, so a half-written login never lingers. Returns success.
 */
export function writeAuthState(state: AuthState): boolean {
  const parsed = parseAuthState(state);
  if (!parsed) {
    clearAuthState();
    return false;
  }
  const json = JSON.stringify(parsed);
  const written =
    safe(() => {
      localStorage.setItem(KEY, json);
      return writeCookie(KEY, json, { secure: isHttps() });
    }) === true;
  if (!written) {
    clearAuthState();
    return false;
  }
  emit();
  return true;
}

/** Spec §4: logout clears the auth state from cookie, local storage and session storage. */
export function clearAuthState(): void {
  safe(() => deleteCookie(KEY, { secure: isHttps() }));
  safe(() => localStorage.removeItem(KEY));
  safe(() => sessionStorage.removeItem(KEY));
  emit();
}

/** Subscribes to auth state changes, including other tabs (storage events). */
export function subscribeAuthState(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
