import type { ComponentType } from 'react';
import { Navigate, Outlet, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@portal/auth';
import { CITY_DIRECTORY, isFeatureEnabled, type SiteConfig } from '@portal/site-config';
import { ForbiddenPage, NotFoundPage, UI_CONSTANTS } from '@portal/ui-kit';
import { loadChunk } from './chunk-errors';
import { loadFeaturePage } from './feature-pages';
import { CityRoute, SiteLayoutRoute, UnavailableRoute, WorkspaceIndex, WorkspaceRoute, withRoles } from './layout-routes';
import { RouteEffects } from './route-effects';
import { RouteErrorBoundary } from './route-error';
import type { RouteHandle } from './route-handle';
import { PUBLIC_PAGES, STATUS_LABELS, WORKSPACE_PAGES, type PageSpec } from './route-table';

export interface PageModule {
  default: ComponentType;
}

export interface PortalRouteOptions {
  /** Loads the module of a page (default: the feature that renders it, or the placeholder). */
  loadPage?: (page: PageSpec) => Promise<PageModule>;
  /** Spec §7/§9 chunk load timeout. */
  chunkTimeoutMs?: number;
  /** What the loader error's retry button does; a full reload by default. */
  onRetry?: () => void;
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
 * The data-router routes of spec §2 for one site. Which pages are available is
 * decided by the site's config; nothing here names a site.
 */
export function createPortalRoutes(site: SiteConfig, options: PortalRouteOptions = {}): RouteObject[] {
  const loadPage = options.loadPage ?? loadFeaturePage;
  const timeoutMs = options.chunkTimeoutMs ?? UI_CONSTANTS.chunkLoadTimeoutMs;
  const errorElement = <RouteErrorBoundary onRetry={options.onRetry} />;

  const leaf = (page: PageSpec, parent?: PageSpec): Pick<NonIndexRouteObject, 'handle' | 'element' | 'errorElement' | 'lazy'> => {
    const available = !page.feature || isFeatureEnabled(site, page.feature);
    const handle: RouteHandle = { label: page.label, section: parent?.label, feature: page.feature, available };
    if (!available) return { handle, element: <UnavailableRoute />, errorElement };
    return {
      handle,
      errorElement,
      lazy: async () => {
        try {
          const module = await loadChunk(() => loadPage(page), timeoutMs);
          return { Component: page.roles ? withRoles(module.default, page.roles, page.right) : module.default };
        } catch (error) {
          // React Router renders nothing below a route whose lazy() rejected, so the
          // failure is rethrown while rendering, where this route's error element
          // (inside the site layout) catches it and offers the retry.
          return { Component: failedPage(error) };
        }
      },
    };
  };

  const pageRoute = (page: PageSpec, parent?: PageSpec): RouteObject =>
    page.children
      ? {
          path: page.path,
          children: [{ index: true, ...leaf(page, parent) }, ...page.children.map((child) => pageRoute(child, page))],
        }
      : { path: page.path, ...leaf(page, parent) };

  const workspaceEnabled = isFeatureEnabled(site, 'workspace');
  const workspaceHandle: RouteHandle = { label: STATUS_LABELS.workspace, feature: 'workspace', available: workspaceEnabled };

  return [
    {
      path: '/',
      element: <Root />,
      errorElement,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        {
          element: <SiteLayoutRoute />,
          errorElement,
          children: [
            ...PUBLIC_PAGES.map((page) => pageRoute(page)),
            ...(workspaceEnabled ? [] : [{ path: 'workspace/*', handle: workspaceHandle, element: <UnavailableRoute /> }]),
            { path: '403', handle: { label: STATUS_LABELS.forbidden, available: true }, element: <ForbiddenPage /> },
            { path: '404', handle: { label: STATUS_LABELS.notFound, available: true }, element: <NotFoundPage /> },
            { path: '*', handle: { label: STATUS_LABELS.notFound, available: true }, element: <NotFoundPage /> },
          ],
        },
        ...(workspaceEnabled
          ? [
              {
                path: 'workspace',
                handle: workspaceHandle,
                errorElement,
                element: (
                  <RequireAuth>
                    <WorkspaceRoute />
                  </RequireAuth>
                ),
                children: [{ index: true, element: <WorkspaceIndex /> }, ...WORKSPACE_PAGES.map((page) => pageRoute(page))],
              },
            ]
          : []),
        ...CITY_DIRECTORY.map(
          (city): RouteObject => ({
            path: city.code,
            // The city's own frame: titled as the city's site (issue 21 §11).
            handle: { label: city.nameZh, siteName: city.nameZh, available: false } satisfies RouteHandle,
            element: <CityRoute city={city} />,
          }),
        ),
      ],
    },
  ];
}
