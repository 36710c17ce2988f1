import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/api-contract';
import { api, configureApi, preloadApiClient } from './api';

const ORIGIN = 'http://site.test';
const server = setupServer(
  http.get(`${ORIGIN}/alpha-portal/api/v1/health`, () => HttpResponse.json({ code: 0, msg: 'ok', data: { status: 'up' } })),
  http.get(`${ORIGIN}/alpha-portal/api/v1/web/news/detail`, () => HttpResponse.json({ code: 4011, msg: '内容不存在', data: null })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the app-wide client', () => {
  it('uses the origin the shell configures for the site (API origin per site)', async () => {
    configureApi({ origin: ORIGIN });
    await expect(api.call(API.health.health)).resolves.toEqual({ status: 'up' });
  });

  it('issue 13: handlers configured before the client has loaded reach it, and later ones too', async () => {
    const early = vi.fn();
    const late = vi.fn();
    configureApi({ origin: ORIGIN, handlers: { toast: vi.fn() } });
    // Configured while no call has loaded the client yet (the shell does this at start).
    api.configure({ onNotFound: early });
    await expect(api.send('/web/news/detail', { query: { id: 'missing' } })).rejects.toMatchObject({ code: 4011 });
    expect(early).toHaveBeenCalledTimes(1);
    api.configure({ onNotFound: late });
    await expect(api.send('/web/news/detail', { query: { id: 'missing' } })).rejects.toMatchObject({ code: 4011 });
    expect(late).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('issue 13: configureApi starts over (a new client with the new options, earlier handlers dropped)', async () => {
    const dropped = vi.fn();
    configureApi({ origin: ORIGIN, handlers: { toast: vi.fn() } });
    api.configure({ onNotFound: dropped });
    await preloadApiClient();
    configureApi({ origin: ORIGIN, handlers: { toast: vi.fn() } });
    await expect(api.send('/web/news/detail', { query: { id: 'missing' } })).rejects.toMatchObject({ code: 4011 });
    expect(dropped).not.toHaveBeenCalled();
  });
});
