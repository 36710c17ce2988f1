import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { API_BASE_PATH } from '@portal/api-contract';
import { configureApi } from '../api';

export { ok, failure, anyOrigin } from './envelopes';

export const TEST_ORIGIN = 'http://portal.test';

/**
 * Unit tests of a feature: msw for the API at http://portal.test, the app-wide
 * client pointed at it with spied handlers (toast, 4011 → onNotFound), and a log
 * of each request's query without the `t` stamp (spec §7).
 */
export function setupApiMock() {
  const server = setupServer();
  const toast = vi.fn();
  const onNotFound = vi.fn();
  const requests: { path: string; query: Record<string, string> }[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    toast.mockReset();
    onNotFound.mockReset();
    configureApi({ origin: TEST_ORIGIN, handlers: { toast, onNotFound } });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const get = (path: string, reply: (query: URLSearchParams) => Response | Promise<Response>) =>
    http.get(`${TEST_ORIGIN}${API_BASE_PATH}${path}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      query.delete('t');
      requests.push({ path, query: Object.fromEntries(query) });
      return reply(query);
    });
  const queriesOf = (path: string) => requests.filter((request) => request.path === path).map((request) => request.query);
  return { server, toast, onNotFound, requests, get, queriesOf };
}

/**
 * A list handler's page as the server pages it: of `total` rows numbered from 1, the rows of
 * the query's `page` and `pageSize` (made by `row`), and the paging to answer with.
 */
export function pageOf<T>(query: URLSearchParams, total: number, row: (n: number) => T) {
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  const first = (page - 1) * pageSize;
  const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, index) => row(first + index + 1));
  return { items, paging: { total, page, pageSize } };
}
