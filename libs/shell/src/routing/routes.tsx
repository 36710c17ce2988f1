import { localeReady } from '@portal/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import {
  Outlet,
  redirect,
  type LoaderFunctionArgs,
  type NonIndexRouteObject,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import type { UserType } from '@portal/api-contract';
import { preloadApiClient } from '@portal/api-client';
import { CITY_DIRECTORY, isFeatureEnabled, paths, type SiteConfig } from '@portal/site-config';
import { ForbiddenPage, NotFoundPage, UI_CONSTANTS, loadAntdScope, withAntdStylesheet, type EnsureQuery } from '@portal/ui-kit';
import { readAuthState } from '@portal/auth';
import { loadChunk } from './chunk-errors';
import { CityRoute, SiteLayoutRoute, UnavailableRoute, withRoles } from './layout-routes';
import { RouteEffects } from './route-effects';
import { RouteErrorBoundary } from './route-error';
import type { RouteHandle } from './route-handle';
import { PUBLIC_PAGES, labelOf, workspaceHomePath, type PlacedRoute } from './route-registry';
import { sessionQuery } from './session-query';

export interface PageModule {
  default: ComponentType;
}

export interface PortalRouteOptions {
  /** Loads the component of a page (default: the feature's own lazy import). */
  loadPage?: (page: PlacedRoute) => Promise<PageModule>;
  /**
   * Starts a page's first data (issue 13): by default `queryClient.ensureQueryData`, so a
   * navigation shows the page with its data. A failure was already reported as spec §8 says
   * (toast, /404, login), so the loader does not fail the route: the page shows its own error.
   */
  ensure?: EnsureQuery;
  /** The app's QueryClient, for the default `ensure`. */
  queryClient?: QueryClient;
  /** Spec §7/§9 chunk load timeout. */
  chunkTimeoutMs?: number;
  /** What the loader error's retry button does; a full reload by default. */
  onRetry?: () => void;
}

/** The loader's way to the data: awaited, with failures left to the page (already reported by the api-client). */
export function navigationEnsure(queryClient: QueryClient): EnsureQuery {
  return (options) => {
    // Issue 13: the API client's chunk loads beside the call's own (a feature's fetcher), not after it.
    void preloadApiClient();
    return queryClient.ensureQueryData(options).then(
      (data) => data,
      () => null,
    );
  };
}

const noData: EnsureQuery = () => Promise.resolve(null);

/** A page inside antd's scope (issue 13: loaded beside the page's chunk, for the pages that use antd). */
function inAntdScope(Page: ComponentType, Scope: ComponentType<{ children: ReactNode }>): ComponentType {
  function ScopedPage() {
    return (
      <Scope>
        <Page />
      </Scope>
    );
  }
  ScopedPage.displayName = `InAntdScope(${Page.displayName ?? Page.name})`;
  return ScopedPage;
}

function failedPage(error: unknown): ComponentType {
  return function FailedPage(): never {
    throw error;
  };
}

function Root() {
  return (
    <RouteEffects>
      <Outlet />
    </RouteEffects>
  );
}

/**
 * The data-router routes of spec §2 for one site, from the features' route lists (the
 * route registry). Which pages are available is decided by the site's config; nothing here
 * names a site. Each page's loader starts its data beside the lazy chunk.
 */
export function createPortalRoutes(site: SiteConfig, options: PortalRouteOptions = {}): RouteObject[] {
  return createPortalRouting(site, options).routes;
}

/** The id of the workspace's route: its pages are patched in below it. */
const WORKSPACE_ROUTE_ID = 'workspace';

/**
 * The routes of a site and how the router discovers the workspace's pages (issue 13: the workspace
 * route table is not in the first load). The workspace's route starts with its index only; the first
 * navigation into /workspace/… loads the workspace registry (a chunk of its own, under the chunk
 * timeout of spec §7/§9) and patches its pages in. Give `patchRoutesOnNavigation` to the router.
 */
export function createPortalRouting(
  site: SiteConfig,
  options: PortalRouteOptions = {},
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const loadPage = options.loadPage ?? (async (page: PlacedRoute) => ({ default: await page.lazy() }));
  const ensure = options.ensure ?? (options.queryClient ? navigationEnsure(options.queryClient) : noData);
  const timeoutMs = options.chunkTimeoutMs ?? UI_CONSTANTS.chunkLoadTimeoutMs;
  const errorElement = <RouteErrorBoundary onRetry={options.onRetry} />;

  // Workspace pages sit in the workspace area's antd scope; a public page brings one unless it is plain.
  const pageRoute = (page: PlacedRoute, area: 'public' | 'workspace' = 'public'): NonIndexRouteObject => {
    const available = isFeatureEnabled(site, page.feature);
    const handle: RouteHandle = {
      ...labelOf(page.page),
      section: page.section,
      feature: page.feature,
      available,
      ...(area === 'public' ? { pattern: page.page.path } : {}),
    };
    if (!available) return { path: page.path, handle, element: <UnavailableRoute />, errorElement };
    const { loader } = page;
    if (loader) handle.data = loader;
    return {
      path: page.path,
      handle,
      errorElement,
      ...(loader
        ? {
            loader: async ({ params, request }: LoaderFunctionArgs) => {
              await loader({ params, searchParams: new URL(request.url).searchParams }, ensure);
              return null;
            },
            // Within a page (a facet, the next page, `?id=` opening a drawer) the page's own query
            // keeps the current view on screen while the next one loads: the loader runs on arrival only.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
              currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
          }
        : {}),
      lazy: async () => {
        try {
          const scoped = area === 'public' && !page.plain;
          const [module, scope] = await Promise.all([loadChunk(() => loadPage(page), timeoutMs), scoped ? loadChunk(loadAntdScope, timeoutMs) : null]);
          // Issue 19: the page's lib declared its catalogue as its code loaded; in English its messages
          // arrive before the page shows (a failure leaves the page to fetch them as it renders).
          await localeReady().catch(() => undefined);
          const Page = page.roles ? withRoles(module.default, page.roles as readonly UserType[], page.right) : module.default;
          return { Component: scope ? inAntdScope(Page, scope.AntdScope) : Page };
        } catch (error) {
          // React Router renders nothing below a route whose lazy() rejected, so the
          // failure is rethrown while rendering, where this route's error element
          // (inside the site layout) catches it and offers the retry.
          return { Component: failedPage(error) };
        }
      },
    };
  };

  const workspaceEnabled = isFeatureEnabled(site, 'workspace');
  const workspaceHandle: RouteHandle = { ...labelOf(paths.workspace), feature: 'workspace', available: workspaceEnabled };

  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Root />,
      errorElement,
      children: [
        // A loader's redirect: the server answers `/` with it too (issue 15).
        { index: true, loader: () => redirect('/home') },
        {
          element: <SiteLayoutRoute />,
          errorElement,
          children: [
            ...PUBLIC_PAGES.map((page) => pageRoute(page)),
            ...(workspaceEnabled ? [] : [{ path: 'workspace/*', handle: workspaceHandle, element: <UnavailableRoute /> }]),
            { path: '403', handle: { ...labelOf(paths.forbidden), available: true }, element: <ForbiddenPage /> },
            { path: '404', handle: { ...labelOf(paths.notFound), available: true }, element: <NotFoundPage /> },
            { path: '*', handle: { ...labelOf(paths.notFound), available: true }, element: <NotFoundPage /> },
          ],
        },
        ...(workspaceEnabled
          ? [
              {
                id: WORKSPACE_ROUTE_ID,
                path: 'workspace',
                handle: workspaceHandle,
                errorElement,
                // The session check starts with the navigation, beside the frame's chunk: the frame
                // used to ask only once it had rendered, after its chunks, and its page waited on it.
                loader: () => {
                  if (options.queryClient && readAuthState()) void options.queryClient.prefetchQuery(sessionQuery);
                  return null;
                },
                // Once per entry, as the frame's own query did: moving between workspace pages asks nothing.
                shouldRevalidate: () => false,
                // The workspace's frame is a chunk of its own (antd's side menu, in antd's scope).
                lazy: async () => {
                  try {
                    const { default: Component } = await loadChunk(
                      withAntdStylesheet(() => import('./workspace-route')),
                      timeoutMs,
                    );
                    await localeReady().catch(() => undefined);
                    return { Component };
                  } catch (error) {
                    return { Component: failedPage(error) };
                  }
                },
                children: [
                  {
                    index: true,
                    // /workspace goes to the user's home before anything renders, so the home's route and
                    // chunks load beside the frame's; a visitor without auth state meets the frame's login redirect.
                    loader: () => {
                      const state = readAuthState();
                      return state ? redirect(`${paths.workspace.path}/${workspaceHomePath(state.userType)}`) : null;
                    },
                  },
                ],
              },
            ]
          : []),
        ...CITY_DIRECTORY.map((city): RouteObject => ({
          path: city.code,
          // The city's own frame: titled as the city's site (issue 21 §11).
          handle: { label: city.nameZh, site: city, available: false } satisfies RouteHandle,
          element: <CityRoute city={city} />,
        })),
      ],
    },
  ];

  let discovered = false;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    if (discovered || !workspaceEnabled || !/^\/workspace\//.test(path)) return;
    const { WORKSPACE_PAGES } = await loadChunk(() => import('./workspace-registry'), timeoutMs);
    if (discovered) return;
    discovered = true;
    patch(
      WORKSPACE_ROUTE_ID,
      WORKSPACE_PAGES.map((page) => pageRoute(page, 'workspace')),
    );
  };
  return { routes, patchRoutesOnNavigation };
}
