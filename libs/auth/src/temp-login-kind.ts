import { STORAGE_KEYS } from './storage-keys';

/**
 * Spec §3 "a temporary key named tpl": the login kind chosen on /login/choose,
 * kept in session storage across the SSO round trip and removed when read.
 */
export type LoginKind = 'corporation' | 'staff';

export function rememberLoginKind(kind: LoginKind): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.tpl, kind);
  } catch {
    // Without storage the login page asks again.
  }
}

export function takeLoginKind(): LoginKind | null {
  try {
    const kind = sessionStorage.getItem(STORAGE_KEYS.tpl);
    sessionStorage.removeItem(STORAGE_KEYS.tpl);
    return kind === 'corporation' || kind === 'staff' ? kind : null;
  } catch {
    return null;
  }
}
