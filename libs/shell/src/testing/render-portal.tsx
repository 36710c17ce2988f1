import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { SiteConfig } from '@portal/site-config';
import { configureApi } from '@portal/api-client';
import { readAuthState } from '@portal/auth';
import { createPendingCounter } from '@portal/util';
import { PortalProviders } from '../app/portal-providers';
import { createRoutePrefetcher } from '../routing/prefetcher';
import { createPortalRouting, type PortalRouteOptions } from '../routing/routes';

/** Renders a site's real route table in a memory router, as createPortalApp does in the browser. */
export function renderPortal(site: SiteConfig, path: string, options: PortalRouteOptions = {}, answer?: { rights: string[] }) {
  // The workspace confirms the session with GET /web/login/me; answer it as the server would: the
  // signed-in account as stored (or, with `answer`, rights an administrator changed meanwhile).
  const me = vi.fn(async () => {
    const { token: _token, ...state } = readAuthState() ?? { userType: 'second', name: '张三', corName: '江苏数据科技有限公司', rights: [], token: '' };
    return Response.json({ code: 0, msg: 'ok', data: { ...state, rights: (answer?.rights ?? state.rights).filter((right) => right !== '') } });
  });
  configureApi({ origin: 'http://portal.test', fetch: me, getToken: () => readAuthState()?.token });
  // Route tests check routing, not data: page loaders start nothing unless a test passes its own
  // ensure. The router and the providers share one QueryClient, as in createPortalApp.
  const queryClient = new QueryClient();
  const { routes, patchRoutesOnNavigation } = createPortalRouting(site, { ensure: async () => null, queryClient, ...options });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const view = render(
    <PortalProviders site={site} queryClient={queryClient} pending={createPendingCounter()} prefetch={createRoutePrefetcher(routes)}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...view, router, routes, me };
}
