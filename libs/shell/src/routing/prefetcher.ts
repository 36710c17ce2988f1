import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Prefetcher } from '@portal/ui-kit';

/**
 * Prefetches the lazy chunks of the routes an href would match. The browser
 * caches the module, so the router's own lazy() call later resolves at once.
 */
export function createRoutePrefetcher(routes: RouteObject[]): Prefetcher {
  const started = new Set<RouteObject>();
  return (href) => {
    const url = new URL(href, 'http://prefetch.invalid');
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const { route } = match;
      if (typeof route.lazy !== 'function' || started.has(route)) continue;
      started.add(route);
      // A failed load is cached by the browser's module map anyway; the route's own
      // lazy() turns it into the loader error when the user navigates there.
      void Promise.resolve(route.lazy()).catch(() => undefined);
    }
  };
}
