import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-handle';

/**
 * Issue 18: the page-view beacon (POST <API base>/web/analytics/view, `analyticsApi.pageView`; a
 * literal here so the contract's schemas stay out of the first load — a test holds them equal).
 * It carries the route pattern and a detail's id, nothing about the visitor; the server counts it.
 */
export const PAGE_VIEW_URL = '/alpha-portal/api/v1/web/analytics/view';

/**
 * Sends one page view; best effort (a failed beacon costs the visitor nothing). It goes out once the
 * page has arrived, while the visitor is on it, so it needs no `keepalive`. The answer's body is read:
 * Chromium counts a request whose body nobody reads as still loading (the page never goes idle).
 */
export function sendPageView(body: { route: string; id?: string }): void {
  void fetch(PAGE_VIEW_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then((response) => response.text())
    .catch(() => undefined);
}

const ENABLED = import.meta.env.PROD && import.meta.env.PORTAL_STATIC_SITE !== 'true';

/** Counts a view of each public page the visitor lands on (its pattern, and the `:id` of a detail). */
export function usePageViews(send: (body: { route: string; id?: string }) => void = sendPageView, enabled = ENABLED): void {
  const location = useLocation();
  const matches = useMatches();
  const last = matches.at(-1);
  const handle = last?.handle as RouteHandle | undefined;
  const route = handle?.available ? handle.pattern : undefined;
  const id = last?.params['id'];
  useEffect(() => {
    if (!enabled || !route) return;
    send(id ? { route, id } : { route });
    // One view per navigation (a new location key), not per render.
  }, [enabled, send, route, id, location.key]);
}
