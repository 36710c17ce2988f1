import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, answer, http, setupApiServer, BASE } from './testing/api-server';
import { startLoginUuid, uuidIdOf } from './uuid';

const server = setupApiServer();

const stored = () => ({
  UUID: localStorage.getItem('UUID'),
  UUID_ID: localStorage.getItem('UUID_ID'),
  homeLogoutUrl: localStorage.getItem('homeLogoutUrl'),
  homeRegisterUrl: localStorage.getItem('homeRegisterUrl'),
});

describe('spec §4 login UUID on application start', () => {
  it('fetches a login UUID when none is stored and stores the data as UUID and UUID_ID', async () => {
    server.use(answer('/web/login/uuid', { code: 0, msg: 'ok', data: '5f0c2a8e-uuid' }));
    await startLoginUuid();
    expect(stored()).toMatchObject({ UUID: '5f0c2a8e-uuid', UUID_ID: '5f0c2a8e-uuid' });
  });

  it('sets UUID_ID to the uuid query parameter when the data is a URL with a query', async () => {
    server.use(answer('/web/login/uuid', { code: 0, msg: 'ok', data: 'https://sso.example/qr?uuid=abc-123&x=1' }));
    await startLoginUuid();
    expect(stored()).toMatchObject({ UUID: 'https://sso.example/qr?uuid=abc-123&x=1', UUID_ID: 'abc-123' });
  });

  it('removes a stale http-URL UUID with UUID_ID, homeLogoutUrl and homeRegisterUrl, then fetches a new one', async () => {
    localStorage.setItem('UUID', 'http://old.example/qr?uuid=old');
    localStorage.setItem('UUID_ID', 'old');
    localStorage.setItem('homeLogoutUrl', 'https://sso.example/logout');
    localStorage.setItem('homeRegisterUrl', 'https://sso.example/register');
    server.use(answer('/web/login/uuid', { code: 1, msg: '服务繁忙', data: null }));
    await startLoginUuid();
    expect(stored()).toEqual({ UUID: null, UUID_ID: null, homeLogoutUrl: null, homeRegisterUrl: null });
  });

  it('keeps a valid stored UUID and makes no call', async () => {
    localStorage.setItem('UUID', 'kept-uuid');
    const called = vi.fn();
    server.use(http.get(`${BASE}/web/login/uuid`, () => (called(), HttpResponse.json({ code: 0, msg: '', data: 'new' }))));
    await startLoginUuid();
    expect(called).not.toHaveBeenCalled();
    expect(localStorage.getItem('UUID')).toBe('kept-uuid');
  });

  it('stores nothing when the code is not 0 or the call fails', async () => {
    server.use(answer('/web/login/uuid', { code: 5000, msg: 'x', data: 'ignored' }));
    await startLoginUuid();
    server.use(http.get(`${BASE}/web/login/uuid`, () => HttpResponse.error()));
    await startLoginUuid();
    expect(stored().UUID).toBeNull();
  });

  it('asks without the loading overlay header leaking and with t', async () => {
    let url: URL | undefined;
    let headers: Headers | undefined;
    server.use(
      http.get(`${BASE}/web/login/uuid`, ({ request }) => {
        url = new URL(request.url);
        headers = request.headers;
        return HttpResponse.json({ code: 0, msg: '', data: 'u' });
      }),
    );
    await startLoginUuid();
    expect(url?.searchParams.get('t')).toMatch(/^\d{10}$/);
    expect(headers?.has('X-Portal-No-Loading')).toBe(false);
  });

  it.each([
    ['plain-id', 'plain-id'],
    ['https://sso.example/qr', 'https://sso.example/qr'],
    ['https://sso.example/qr?other=1', 'https://sso.example/qr?other=1'],
    ['http://sso.example/qr?uuid=u1', 'u1'],
    ['http://[bad', 'http://[bad'],
  ])('derives UUID_ID from %j', (data, expected) => {
    expect(uuidIdOf(data)).toBe(expected);
  });
});
