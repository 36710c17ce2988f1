import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './hooks';

/** The login route with `preUrl` holding the page to return to (spec §2). */
export function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ preUrl: returnTo }).toString()}`;
}

export interface RequireAuthProps {
  children: ReactNode;
  /** A right the user must hold (spec §3 AuthState.rights); without it: /403. */
  right?: string;
}

/**
 * Route authentication for /workspace (spec §2, §6): without an auth state the
 * visitor is sent to login with the current page as `preUrl`; without the
 * required right to /403. The server authorises every call again; this guard only
 * spares a round trip.
 */
export function RequireAuth({ children, right }: RequireAuthProps) {
  const location = useLocation();
  const { state } = useAuth();
  if (!state) return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (right && !state.rights.includes(right)) return <Navigate to="/403" replace />;
  return children;
}
