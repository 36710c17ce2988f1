import { hydrate as hydrateQueries, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { configureApi, createQueryClient, pendingRequests, preloadApiClient } from '@portal/api-client';
import { configureCasServer, readAuthState, startLoginUuid } from '@portal/auth';
import { DEFAULT_LOCALE, restoreLocale, storedLocale } from '@portal/i18n';
import { isFeatureEnabled, type SiteConfig } from '@portal/site-config';
import type { PendingCounter } from '@portal/util';
import { createRoutePrefetcher, prefetchEnsure } from '../routing/prefetcher';
import { createPortalRouting, type PortalRouteOptions } from '../routing/routes';
import { AppStarted } from './app-started';
import { ClientBridge, routerNavigation } from './client-bridge';
import { SessionWatch } from './session-watch';
import { PortalProviders } from './portal-providers';
import { mountStaticSite } from '../static-site/static-site';
import { hydrationDataOf, queriesAsOf, readServerState, type ServerState } from '../server/server-state';
import { storedLargeText } from '@portal/ui-kit';

/** Issue 13: what waits for an idle browser starts after this long at the latest. */
const IDLE_TIMEOUT_MS = 3_000;

export interface PortalAppOptions extends PortalRouteOptions {
  /** Mount point; spec §2: the element with id `root`. */
  container?: HTMLElement;
  /** Pending-request counter that drives the loading overlay. */
  pending?: PendingCounter;
  queryClient?: QueryClient;
  /** API origin of this site; '' (default) is the site's own origin. */
  apiOrigin?: string;
}

export interface PortalApp {
  router: ReturnType<typeof createBrowserRouter>;
  root: Root;
  unmount(): void;
}

/** The CSP nonce the server gave this page (the attribute reads empty to scripts; the property does not). */
function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/**
 * Mounts a site's portal: the data router with every route of spec §2, public
 * path `/`, on `#root`. Each generated app calls this with its own site record.
 */
export function createPortalApp(site: SiteConfig, options: PortalAppOptions = {}): PortalApp | StaticSite {
  // Issue 13: the build says whether the site has any feature on (tools/vite-config); a site without is a
  // static page, and only that page's code is in its bundle (the constant folds, the rest is dropped).
  if (import.meta.env.PORTAL_STATIC_SITE === 'true') return { root: mountStaticSite(site, options.container) };
  return mountPortal(site, options);
}

/** A city site with every feature off: one static page (static-site.tsx). */
export interface StaticSite {
  root: Root;
}

/**
 * Issue 15: whether the page the server rendered can be taken over as it is. The server renders for
 * the default language and text size; a visitor who chose others gets the page rendered afresh.
 */
function hydratable(state: ServerState | null): state is ServerState {
  return state !== null && storedLocale() === DEFAULT_LOCALE && !storedLargeText();
}

/** Loads the code of the routes the address matches, as hydration needs it there before the first render. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Runs `task` when the browser is next idle (at the latest after a few seconds); at once where it cannot tell. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

function mountPortal(site: SiteConfig, options: PortalAppOptions): PortalApp {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('createPortalApp: no element with id "root" to mount on');
  // Production builds point sign-in at the government CAS; without it the dev provider on this origin is used.
  if (import.meta.env.VITE_CAS_BASE_URL) configureCasServer(import.meta.env.VITE_CAS_BASE_URL);
  // The api-client sends the AuthState token (spec §7); its §8 handlers are wired by ClientBridge.
  configureApi({ origin: options.apiOrigin ?? '', getToken: () => readAuthState()?.token });
  const queryClient = options.queryClient ?? createQueryClient();
  const serverState = readServerState();
  // Issue 15: the data the server rendered with is in the cache before anything asks for it.
  if (serverState) hydrateQueries(queryClient, queriesAsOf(serverState.queries, Date.now()));
  const hydrating = hydratable(serverState);
  const { routes, patchRoutesOnNavigation } = createPortalRouting(site, { ...options, queryClient });
  const pending = options.pending ?? pendingRequests;
  // Spec §4: the login UUID lifecycle runs on application start (where sign-in exists). Issue 13: once
  // the page is in and the browser is idle, so the API client it loads does not compete with the
  // page's own code; a site without sign-in fetches that client then too, ahead of its first call.
  whenIdle(() => void (isFeatureEnabled(site, 'login') ? startLoginUuid() : preloadApiClient()));
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  let root: Root | undefined;
  const app = (current: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <PortalProviders
        site={site}
        queryClient={queryClient}
        pending={pending}
        prefetch={createRoutePrefetcher(routes, prefetchEnsure(queryClient))}
        staticStyles={document.querySelector('link[data-antd-static]') !== null}
        nonce={pageNonce()}
        renderedAt={hydrating ? serverState.renderedAt : undefined}
      >
        <ClientBridge router={current} />
        <SessionWatch navigation={routerNavigation(current)} />
        <RouterProvider router={current} />
        <AppStarted />
      </PortalProviders>
    </StrictMode>
  );
  const start = () => {
    if (hydrating) {
      const hydrated = createBrowserRouter(routes, { basename: '/', patchRoutesOnNavigation, hydrationData: hydrationDataOf(serverState) });
      router = hydrated;
      // The page is on screen already: taking it over is a transition, which React does in slices
      // that yield to the browser between them (input, paints) instead of in one long task.
      startTransition(() => {
        root = hydrateRoot(container, app(hydrated));
      });
    } else {
      router = createBrowserRouter(routes, { basename: '/', patchRoutesOnNavigation });
      root = createRoot(container);
      root.render(app(router));
    }
  };
  if (hydrating) {
    void restoreLocale();
    // The page's code first (its chunks were preloaded with the page), then the markup is taken over.
    void loadMatchedRoutes(routes).then(start);
  } else if (storedLocale() === DEFAULT_LOCALE) {
    // Issue 19: a visitor who chose English before sees the first render in English (its messages are
    // fetched first); the default language renders at once.
    void restoreLocale();
    start();
  } else void restoreLocale().finally(start);
  return {
    get router() {
      if (!router) throw new Error('createPortalApp: the router starts once the page code is in');
      return router;
    },
    get root() {
      if (!root) throw new Error('createPortalApp: the root starts once the page code is in');
      return root;
    },
    unmount() {
      root?.unmount();
      router?.dispose();
    },
  };
}
