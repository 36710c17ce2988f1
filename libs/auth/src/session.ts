import type { ApiHandlers } from '@portal/api-client';
import { clearAuthState } from './auth-state';
import { browser, getFeedback } from './feedback';
import { showLegalPersonOnly } from './legal-person';
import { loginPath } from './require-auth';
import { announceSessionEnding, noteSessionActivity, resetSessionClock } from './session-clock';

export interface SessionNavigation {
  /** Client-side navigation (the router's navigate). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The current path + query + hash. */
  currentPath?(): string;
}

/**
 * Spec §2/§4: session expiry clears the auth state and goes to the login route
 * with preUrl = the page the user was on.
 */
export function expireSession({ navigate, currentPath = browser.currentPath }: SessionNavigation): void {
  // Issue 19: the page's forms keep what was typed, restored after signing in again (preUrl).
  announceSessionEnding();
  resetSessionClock();
  clearAuthState();
  const here = currentPath();
  navigate(here.startsWith('/login') ? here : loginPath(here), { replace: true });
}

/** The api-client handlers of spec §8 that belong to auth and navigation; wired by the shell. */
export function createSessionHandlers(navigation: SessionNavigation): ApiHandlers {
  return {
    toast: (message) => {
      getFeedback().message.error(message);
    },
    onSessionEnd: () => expireSession(navigation),
    onUnauthorized: () => expireSession(navigation),
    onLegalPersonOnly: (message) => showLegalPersonOnly(message),
    onNotFound: () => navigation.navigate('/404', { replace: true }),
    onSessionActivity: () => noteSessionActivity(),
  };
}
