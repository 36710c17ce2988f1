import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { API_BASE_PATH } from '@portal/api-contract';
import { configureApi, createQueryClient } from '@portal/api-client';
import { browser, clearAuthState } from '@portal/auth';
import { siteFixture, type SiteConfig } from '@portal/site-config';
import { SiteProviders } from '@portal/ui-kit';
import { ChoosePage } from '../pages/choose-page';
import { LoginPage } from '../pages/login-page';

export const ORIGIN = 'http://portal.test';
export const BASE = `${ORIGIN}${API_BASE_PATH}`;
export const ATTEMPT_ID = 'att_0123456789abcdef';
export const TOKEN = 'tok_'.padEnd(40, 'x');

export const staffState = { userType: 'admin' as const, name: '李四', corName: '', token: TOKEN, rights: ['admin:users'] };
export const corporationState = { userType: 'second' as const, name: '张三', corName: '江苏数据科技有限公司', token: TOKEN, rights: ['domain:apply'] };

const ok = (data: JsonBodyType) => HttpResponse.json({ code: 0, msg: 'ok', data });
export const failure = (code: number, msg: string, status = 200) => HttpResponse.json({ code, msg, data: null }, { status });

/**
 * An msw server for the API at http://portal.test plus spies for what leaves the
 * page (toasts, full-page navigation), registered with the suite's hooks.
 */
export function setupLoginTest() {
  const server = setupServer();
  const toast = vi.fn();
  const calls: { path: string; body: unknown; token: string | null }[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    calls.length = 0;
    // The AuthState cookie outlives the shared setup's storage clearing.
    clearAuthState();
    toast.mockReset();
    configureApi({ origin: ORIGIN, handlers: { toast }, getToken: () => TOKEN });
    vi.spyOn(browser, 'origin').mockReturnValue(ORIGIN);
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.spyOn(browser, 'open').mockImplementation(() => undefined);
    vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** Answers a POST with `data` (or a response), recording the body. */
  const post = (path: string, reply: JsonBodyType | ((body: unknown) => Response)) =>
    http.post(`${BASE}${path}`, async ({ request }) => {
      const body: unknown = await request.json();
      calls.push({ path, body, token: request.headers.get('User-Token') });
      return typeof reply === 'function' ? reply(body) : ok(reply);
    });
  const get = (path: string, data: JsonBodyType) =>
    http.get(`${BASE}${path}`, ({ request }) => {
      calls.push({ path, body: null, token: request.headers.get('User-Token') });
      return ok(data);
    });

  /** The happy path of both steps; tests override single calls with server.use(). */
  const loginHandlers = (state: JsonBodyType = corporationState, userType = 'second') => [
    post('/web/login/primary', { attemptId: ATTEMPT_ID, maskedPhone: '138****1234', userType }),
    post('/web/login/primary/msg-send', { resendAfterSeconds: 60, expiresInSeconds: 300 }),
    post('/web/login/primary/msg-check', { passed: true }),
    post('/web/login/second', state),
  ];

  const bodiesOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return { server, toast, calls, post, get, ok, loginHandlers, bodiesOf };
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

export function Providers({ children, site = siteFixture('portal') }: { children: ReactNode; site?: SiteConfig }) {
  return (
    <SiteProviders site={site}>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </SiteProviders>
  );
}

/** The login routes (as the shell wires them) in a memory data router, with every other path showing where it is. */
export function renderAt(path: string, { extraRoutes = [], strict = false, site }: { extraRoutes?: RouteObject[]; strict?: boolean; site?: SiteConfig } = {}) {
  const router = createMemoryRouter(
    [{ path: '/login', Component: LoginPage }, { path: '/login/choose', Component: ChoosePage }, ...extraRoutes, { path: '*', Component: Where }],
    { initialEntries: [path] },
  );
  const tree = (
    <Providers {...(site ? { site } : {})}>
      <RouterProvider router={router} />
    </Providers>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const location = () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, router, location };
}
