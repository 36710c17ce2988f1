import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { siteFixture } from '@portal/site-config';
import { SiteProviders } from '../theme/site-providers';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/**
 * Unit tests of feature pages: the routes as the shell mounts them, in a memory
 * data router under the province's providers and the given QueryClient; any other
 * path shows where it is (so a test can see /404 or /home reached).
 */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient) {
  const router = createMemoryRouter([...routes, { path: '*', Component: Where }], { initialEntries: [path] });
  const view = render(
    <SiteProviders site={siteFixture('portal')}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
