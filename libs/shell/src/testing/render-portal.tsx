import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { SiteConfig } from '@portal/site-config';
import { createPendingCounter } from '@portal/util';
import { PortalProviders } from '../app/portal-providers';
import { createRoutePrefetcher } from '../routing/prefetcher';
import { createPortalRoutes, type PortalRouteOptions } from '../routing/routes';

/** Renders a site's real route table in a memory router, as createPortalApp does in the browser. */
export function renderPortal(site: SiteConfig, path: string, options: PortalRouteOptions = {}) {
  const routes = createPortalRoutes(site, options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <PortalProviders
      site={site}
      queryClient={new QueryClient()}
      pending={createPendingCounter()}
      prefetch={createRoutePrefetcher(routes)}
    >
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...view, router, routes };
}
