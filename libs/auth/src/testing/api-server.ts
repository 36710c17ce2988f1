import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApi } from '@portal/api-client';

export const ORIGIN = 'http://portal.test';
export const BASE = `${ORIGIN}/alpha-portal/api/v1`;

/** An msw server for the calls auth makes (registered with the suite's hooks); each test adds handlers. */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    configureApi({ origin: ORIGIN });
  });
  afterAll(() => server.close());
  configureApi({ origin: ORIGIN });
  return server;
}

export const answer = (path: string, body: JsonBodyType, init?: ResponseInit) => http.get(`${BASE}${path}`, () => HttpResponse.json(body, init));
export { http, HttpResponse };
