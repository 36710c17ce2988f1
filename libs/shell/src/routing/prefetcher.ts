import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { EnsureQuery, Prefetcher } from '@portal/ui-kit';
import type { RouteHandle } from './route-handle';

/** A prefetch's way to the data: into the cache, quietly (no toast, redirect or overlay for a page not opened yet). */
export function prefetchEnsure(queryClient: QueryClient): EnsureQuery {
  return (options) =>
    queryClient.fetchQuery({ ...options, meta: { ...options.meta, silent: true } }).then(
      (data) => data,
      () => null,
    );
}

/**
 * Prefetches what the routes an href would match need: their lazy chunks (the browser caches
 * the module, so the router's own lazy() call later resolves at once) and, with `ensure`, their
 * first data (issue 13), so opening the link asks the server for nothing it just answered.
 */
export function createRoutePrefetcher(routes: RouteObject[], ensure?: EnsureQuery): Prefetcher {
  const started = new Set<RouteObject>();
  return (href) => {
    const url = new URL(href, 'http://prefetch.invalid');
    for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
      const data = (route.handle as RouteHandle | undefined)?.data;
      // The query cache knows what is fresh: a second hover within the stale time asks nothing.
      if (data && ensure) void Promise.resolve(data({ params, searchParams: url.searchParams }, ensure)).catch(() => undefined);
      if (typeof route.lazy !== 'function' || started.has(route)) continue;
      started.add(route);
      // A failed load is cached by the browser's module map anyway; the route's own
      // lazy() turns it into the loader error when the user navigates there.
      void Promise.resolve(route.lazy()).catch(() => undefined);
    }
  };
}
