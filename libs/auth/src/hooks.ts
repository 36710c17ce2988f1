import { useCallback, useSyncExternalStore } from 'react';
import { readAuthState, subscribeAuthState, type AuthState } from './auth-state';
import type { LogoutOptions } from './logout';

/** The current auth state (null when signed out); re-renders on change, also from other tabs. */
export function useAuth(): { state: AuthState | null; isLoggedIn: boolean; hasRight(right: string): boolean } {
  const state = useSyncExternalStore(subscribeAuthState, readAuthState, () => null);
  const hasRight = useCallback((right: string) => Boolean(state?.rights.includes(right)), [state]);
  return { state, isLoggedIn: state !== null, hasRight };
}

/** A logout function for buttons and menus (issue 13: its code, and the provider address lookup, load when used). */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  return useCallback((options?: LogoutOptions) => import('./logout').then(({ logout }) => logout(options)), []);
}

/**
 * Who is signed in, as one string (user type, organisation, name), or undefined when nobody is: what a
 * kept form is tied to, so another account signing in on the same tab never gets it (issue 19).
 */
export function useSessionOwner(): string | undefined {
  const { state } = useAuth();
  return state ? `${state.userType}:${state.corName}:${state.name}` : undefined;
}
