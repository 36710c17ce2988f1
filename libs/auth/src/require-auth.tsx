import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isLoggedIn } from './auth-state';

/** The login route with `preUrl` holding the page to return to (spec §2). */
export function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ preUrl: returnTo }).toString()}`;
}

/**
 * Route authentication for /workspace (spec §2, §6): without an auth state the
 * visitor is sent to login with the current page as `preUrl`. The server checks
 * every call again; this guard only spares a round trip.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!isLoggedIn()) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
