import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
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

/** A viewport `width` px wide for antd's responsive hooks: matchMedia answers min-/max-width queries for it. */
export function stubViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*(\d+)px/.exec(media);
    const max = /max-width:\s*(\d+)px/.exec(media);
    // A query on anything but the width (e.g. prefers-reduced-motion) does not match.
    const matches = (min !== null || max !== null) && (!min || Number(min[1]) <= width) && (!max || Number(max[1]) >= width);
    return {
      matches,
      media,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}
