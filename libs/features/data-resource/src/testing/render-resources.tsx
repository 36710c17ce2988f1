import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { API_BASE_PATH } from '@portal/api-contract';
import { configureApi, createQueryClient } from '@portal/api-client';
import { siteFixture } from '@portal/site-config';
import { SiteProviders } from '@portal/ui-kit';
import { ResourceDetailPage } from '../pages/resource-detail-page';
import { ResourceListPage } from '../pages/resource-list-page';

export const ORIGIN = 'http://portal.test';
export const BASE = `${ORIGIN}${API_BASE_PATH}`;

export const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'ok', data });
export const failure = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

/** msw for the API at http://portal.test, recording each request's query (without the `t` stamp). */
export function setupResourceTest() {
  const server = setupServer();
  const toast = vi.fn();
  const onNotFound = vi.fn();
  const requests: { path: string; query: Record<string, string> }[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    toast.mockReset();
    onNotFound.mockReset();
    configureApi({ origin: ORIGIN, handlers: { toast, onNotFound } });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const get = (path: string, reply: (query: URLSearchParams) => Response | Promise<Response>) =>
    http.get(`${BASE}${path}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      query.delete('t');
      requests.push({ path, query: Object.fromEntries(query) });
      return reply(query);
    });
  const queriesOf = (path: string) => requests.filter((request) => request.path === path).map((request) => request.query);
  return { server, toast, onNotFound, requests, get, queriesOf };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The two pages as the shell routes them, in a memory data router; other paths show where they are. */
export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dataResource', children: [{ index: true, Component: ResourceListPage }, { path: 'detail/:id', Component: ResourceDetailPage }] },
      { path: '*', Component: Where },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <SiteProviders site={siteFixture('portal')}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
