import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portal/api-contract';
import { api, configureApi } from './api';

const server = setupServer(http.get('http://site.test/alpha-portal/api/v1/health', () => HttpResponse.json({ code: 0, msg: 'ok', data: { status: 'up' } })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the app-wide client', () => {
  it('uses the origin the shell configures for the site (API origin per site)', async () => {
    configureApi({ origin: 'http://site.test' });
    await expect(api.call(API.health.health)).resolves.toEqual({ status: 'up' });
  });
});
