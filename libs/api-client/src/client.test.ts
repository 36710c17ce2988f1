import { http, HttpResponse, delay, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineRoute } from '@portal/api-contract';
import { createPendingCounter } from '@portal/util';
import { ApiError } from './api-error';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientOptions } from './client';
import { apiText } from './text';
import { NO_LOADING_HEADER } from './pending';

const ORIGIN = 'http://portal.test';
const BASE = `${ORIGIN}/alpha-portal/api/v1`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const handlers = {
    toast: vi.fn(),
    onSessionEnd: vi.fn(),
    onLegalPersonOnly: vi.fn(),
    onNotFound: vi.fn(),
    onUnauthorized: vi.fn(),
  };
  const pending = createPendingCounter();
  const log = vi.fn();
  const client = createApiClient({ origin: ORIGIN, handlers, pending, log, ...overrides });
  return { client, handlers, pending, log };
}

/** Answers `path` with an envelope. */
function envelope(path: string, body: JsonBodyType, init?: ResponseInit) {
  server.use(http.all(`${BASE}${path}`, () => HttpResponse.json(body, init)));
}

describe('spec §7 requests', () => {
  it('calls the base path /alpha-portal/api/v1 and adds t = current time in seconds to every GET', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/web/login/uuid`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ code: 0, msg: 'ok', data: 'abc' });
      }),
    );
    const { client } = setup({ now: () => 1_700_000_000_987 });
    await expect(client.send('/web/login/uuid', { query: { page: 2, empty: undefined } })).resolves.toBe('abc');
    expect(url?.pathname).toBe('/alpha-portal/api/v1/web/login/uuid');
    expect(url?.searchParams.get('t')).toBe('1700000000');
    expect(url?.searchParams.get('page')).toBe('2');
    expect(url?.searchParams.has('empty')).toBe(false);
  });

  it('does not add t to a POST', async () => {
    let url: URL | undefined;
    server.use(
      http.post(`${BASE}/web/login/second`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ code: 0, msg: '', data: null });
      }),
    );
    await setup().client.send('/web/login/second', { method: 'POST', json: {} });
    expect(url?.searchParams.has('t')).toBe(false);
  });

  it('sends the AuthState token as the User-Token header, and none without a token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/x`, ({ request }) => {
        seen.push(request.headers.get('User-Token'));
        return HttpResponse.json({ code: 0, msg: '', data: 1 });
      }),
    );
    await setup({ getToken: () => 'token-123' }).client.send('/x');
    await setup({ getToken: () => null }).client.send('/x');
    expect(seen).toEqual(['token-123', null]);
  });

  it('counts a pending request for the loading overlay while it is in flight', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      server.use(
        http.get(`${BASE}/slow`, async () => {
          const released = new Promise<void>((done) => (release = done));
          resolve();
          await released;
          return HttpResponse.json({ code: 0, msg: '', data: 1 });
        }),
      );
    });
    const { client, pending } = setup();
    const request = client.send('/slow');
    await arrived;
    expect(pending.getSnapshot()).toBe(1);
    release();
    await request;
    expect(pending.getSnapshot()).toBe(0);
  });

  it('does not count a request that opts out by header, and strips that header before sending', async () => {
    let sent: Headers | undefined;
    server.use(
      http.get(`${BASE}/quiet-overlay`, ({ request }) => {
        sent = request.headers;
        return HttpResponse.json({ code: 0, msg: '', data: 1 });
      }),
    );
    const { client, pending } = setup();
    const changes = vi.fn();
    pending.subscribe(changes);
    await client.send('/quiet-overlay', { headers: { [NO_LOADING_HEADER]: '1' } });
    expect(changes).not.toHaveBeenCalled();
    expect(sent?.has(NO_LOADING_HEADER)).toBe(false);
  });

  it('releases the pending count when the request fails', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const { client, pending } = setup();
    await expect(client.send('/down')).rejects.toBeInstanceOf(ApiError);
    expect(pending.getSnapshot()).toBe(0);
  });

  it('times out after 60 s with a message', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(`${BASE}/never`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { client, handlers } = setup();
    const settled = vi.fn();
    const request = client.send('/never');
    request.catch(settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(request).rejects.toMatchObject({ kind: 'timeout' });
    expect(handlers.toast).toHaveBeenCalledWith(apiText.t('timeout'));
  });

  it('reports a network failure', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const { client, handlers } = setup();
    await expect(client.send('/down')).rejects.toMatchObject({ kind: 'network' });
    expect(handlers.toast).toHaveBeenCalledWith(apiText.t('network'));
  });
});

describe('spec §8 error catalogue', () => {
  it('code 0: resolves the data', async () => {
    envelope('/ok', { code: 0, msg: 'ok', data: { n: 1 } });
    const { client, handlers } = setup();
    await expect(client.send('/ok')).resolves.toEqual({ n: 1 });
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it.each([1000, 1001])('code %i: runs the logout action', async (code) => {
    envelope('/session', { code, msg: '登录已过期', data: null });
    const { client, handlers } = setup();
    await expect(client.send('/session')).rejects.toMatchObject({ kind: 'envelope', code });
    expect(handlers.onSessionEnd).toHaveBeenCalledWith(code, '登录已过期');
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('code 3166: shows the legal-person-only notice', async () => {
    envelope('/login', { code: 3166, msg: '仅支持法人登录', data: null });
    const { client, handlers } = setup();
    await expect(client.send('/login')).rejects.toMatchObject({ code: 3166 });
    expect(handlers.onLegalPersonOnly).toHaveBeenCalledWith('仅支持法人登录');
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('code 4011: navigates to /404', async () => {
    envelope('/resource/9', { code: 4011, msg: '资源不存在', data: null });
    const { client, handlers } = setup();
    await expect(client.send('/resource/9')).rejects.toMatchObject({ code: 4011 });
    expect(handlers.onNotFound).toHaveBeenCalledTimes(1);
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('code 4011 under an HTTP 404 status is handled the same way', async () => {
    envelope('/missing', { code: 4011, msg: '资源不存在', data: null }, { status: 404 });
    const { client, handlers } = setup();
    await expect(client.send('/missing')).rejects.toMatchObject({ code: 4011, status: 404 });
    expect(handlers.onNotFound).toHaveBeenCalledTimes(1);
  });

  it('code 4212: returns the data silently', async () => {
    envelope('/silent', { code: 4212, msg: '重复提交', data: { kept: true } });
    const { client, handlers } = setup();
    await expect(client.send('/silent')).resolves.toEqual({ kept: true });
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('any other code: toasts the server message', async () => {
    envelope('/fail', { code: 5001, msg: '申请已提交，请勿重复操作', data: null });
    const { client, handlers } = setup();
    await expect(client.send('/fail')).rejects.toMatchObject({ code: 5001, message: '申请已提交，请勿重复操作' });
    expect(handlers.toast).toHaveBeenCalledWith('申请已提交，请勿重复操作');
  });

  it.each([
    ['an empty message', ''],
    ['no message', null],
  ])('any other code with %s: toasts the default no-response-data message', async (_label, msg) => {
    envelope('/fail', { code: 2, msg, data: null });
    const { client, handlers } = setup();
    await expect(client.send('/fail')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.toast).toHaveBeenCalledWith(apiText.t('noResponseData'));
  });

  it.each(['/primary/entry-config/status', '/primary/entry-config/update', '/primary/entry-config/delete', '/second/entry/file-list'])(
    'no toast for the quiet path %s',
    async (path) => {
      envelope(path, { code: 5000, msg: '操作失败', data: null });
      const { client, handlers } = setup();
      await expect(client.send(path, { method: 'POST' })).rejects.toMatchObject({ code: 5000 });
      expect(handlers.toast).not.toHaveBeenCalled();
    },
  );

  it('HTTP 401: toasts the server message, then clears the session and goes to login', async () => {
    envelope('/me', { code: 401, msg: '登录状态已失效', data: null }, { status: 401 });
    const { client, handlers } = setup();
    await expect(client.send('/me')).rejects.toMatchObject({ status: 401 });
    expect(handlers.toast).toHaveBeenCalledWith('登录状态已失效');
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('issue 21 §13a: the 401s of one expired session give one toast and one trip to login; the next session expiring is told again', async () => {
    envelope('/me', { code: 1000, msg: '登录已过期，请重新登录', data: null }, { status: 401 });
    let token = 'session-1';
    const { client, handlers } = setup({ getToken: () => token });
    // A page's queries sent together with the same token all come back 401.
    const results = await Promise.allSettled([client.send('/me'), client.send('/me'), client.send('/me', { method: 'POST', json: {} })]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'http', status: 401 });
    expect(handlers.toast).toHaveBeenCalledTimes(1);
    expect(handlers.toast).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    // Signed in again: when that session ends, the user hears of it again.
    token = 'session-2';
    await expect(client.send('/me')).rejects.toMatchObject({ status: 401 });
    expect(handlers.toast).toHaveBeenCalledTimes(2);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('HTTP 401 without a message: toasts 认证失败', async () => {
    server.use(http.get(`${BASE}/me`, () => new HttpResponse('Unauthorized', { status: 401 })));
    const { client, handlers } = setup();
    await expect(client.send('/me')).rejects.toMatchObject({ status: 401 });
    expect(handlers.toast).toHaveBeenCalledWith('认证失败');
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('HTTP 413: toasts the server message', async () => {
    envelope('/upload', { code: 413, msg: '附件不能超过20MB', data: null }, { status: 413 });
    const { client, handlers } = setup();
    await expect(client.send('/upload', { method: 'POST' })).rejects.toMatchObject({ status: 413 });
    expect(handlers.toast).toHaveBeenCalledWith('附件不能超过20MB');
  });

  it('HTTP 413 without a message: toasts 文件大小超出限制，请重新选择', async () => {
    server.use(http.post(`${BASE}/upload`, () => new HttpResponse(null, { status: 413 })));
    const { client, handlers } = setup();
    await expect(client.send('/upload', { method: 'POST' })).rejects.toMatchObject({ status: 413 });
    expect(handlers.toast).toHaveBeenCalledWith('文件大小超出限制，请重新选择');
  });

  it('HTTP 700: resolves 700 silently', async () => {
    server.use(http.get(`${BASE}/seven`, () => new HttpResponse(null, { status: 700 })));
    const { client, handlers } = setup();
    await expect(client.send('/seven')).resolves.toBe(700);
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('another HTTP error without an envelope: toasts the default message', async () => {
    server.use(http.get(`${BASE}/boom`, () => new HttpResponse('<h1>502</h1>', { status: 502, headers: { 'content-type': 'text/html' } })));
    const { client, handlers } = setup();
    await expect(client.send('/boom')).rejects.toMatchObject({ kind: 'http', status: 502, isPermanent: false });
    expect(handlers.toast).toHaveBeenCalledWith(apiText.t('noResponseData'));
  });

  it.each([
    ['application/octet-stream', new Uint8Array([0, 1, 2, 250])],
    ['application/pdf', new TextEncoder().encode('%PDF-1.7')],
  ])('blob and binary responses (%s) pass through unchanged', async (type, bytes) => {
    server.use(http.get(`${BASE}/file`, () => new HttpResponse(bytes, { headers: { 'content-type': type } })));
    const { client, handlers } = setup();
    const result = await client.send('/file');
    expect(result).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (result as Blob).arrayBuffer())).toEqual(bytes);
    expect(handlers.toast).not.toHaveBeenCalled();
  });
});

describe('issue 21 §13d: a request its caller cancels is an abort, not a contract mismatch', () => {
  /**
   * A JSON response whose body is cut off by the abort: the page unmounts (React Query aborts the
   * query's signal) just as the client reads the first part of the answer.
   */
  function cutOffJson(abort: AbortController, status: number): typeof fetch {
    return async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":0,"msg":"","data":{"id":'));
          abort.signal.addEventListener('abort', () => controller.error(new DOMException('This operation was aborted', 'AbortError')));
        },
        // Asked for more once the first part was read.
        pull() {
          abort.abort();
        },
      });
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    };
  }

  it.each([
    ['a typed call', 200],
    ['an error status', 500],
    ['a 401', 401],
  ])('%s left while its body is read rejects with the AbortError: nothing logged, no toast, no logout', async (_name, status) => {
    const route = defineRoute({ method: 'GET', path: '/slow', summary: 'test route', access: 'public', data: z.object({ id: z.number() }) });
    const controller = new AbortController();
    const { client, handlers, log, pending } = setup({ fetch: cutOffJson(controller, status) });
    await expect(client.call(route, {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(controller.signal.aborted).toBe(true);
    expect(log).not.toHaveBeenCalled();
    expect(handlers.toast).not.toHaveBeenCalled();
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
    expect(pending.getSnapshot()).toBe(0);
  });
});

describe('parse, do not cast: responses are checked against the contract', () => {
  const route = defineRoute({
    method: 'POST',
    path: '/typed',
    summary: 'test route',
    access: 'public',
    body: z.strictObject({ name: z.string().check(z.minLength(1)) }),
    data: z.object({ id: z.number().check(z.int()) }),
  });

  it('returns the parsed data of a typed call', async () => {
    envelope('/typed', { code: 0, msg: '', data: { id: 7, extra: 'dropped' } });
    await expect(setup().client.call(route, { body: { name: 'a' } })).resolves.toEqual({ id: 7 });
  });

  it('shows the default message and logs when the data does not match the contract', async () => {
    envelope('/typed', { code: 0, msg: '', data: { id: 'seven' } });
    const { client, handlers, log } = setup();
    await expect(client.call(route, { body: { name: 'a' } })).rejects.toMatchObject({ kind: 'schema' });
    expect(handlers.toast).toHaveBeenCalledWith(apiText.t('noResponseData'));
    expect(log).toHaveBeenCalledWith('API contract mismatch on /typed', expect.anything());
  });

  it.each([
    ['no code', { msg: 'ok', data: 1 }],
    ['a string code', { code: '0', msg: 'ok', data: 1 }],
    ['not an object', [1, 2]],
  ])('treats an envelope with %s as a contract mismatch', async (_label, body) => {
    envelope('/bad', body);
    const { client, handlers, log } = setup();
    await expect(client.send('/bad')).rejects.toMatchObject({ kind: 'schema', isPermanent: true });
    expect(handlers.toast).toHaveBeenCalledWith(apiText.t('noResponseData'));
    expect(log).toHaveBeenCalled();
  });

  it('treats JSON that does not parse as a contract mismatch', async () => {
    server.use(http.get(`${BASE}/broken`, () => new HttpResponse('{"code":', { headers: { 'content-type': 'application/json' } })));
    const { client, log } = setup();
    await expect(client.send('/broken')).rejects.toMatchObject({ kind: 'schema' });
    expect(log).toHaveBeenCalled();
  });

  it('refuses invalid input before sending anything', async () => {
    const { client } = setup();
    await expect(client.call(route, { body: { name: '' } })).rejects.toThrow();
  });

  it('turns HTTP 700 into a silent error for typed calls, which promise data', async () => {
    server.use(http.post(`${BASE}/typed`, () => new HttpResponse(null, { status: 700 })));
    const { client, handlers } = setup();
    await expect(client.call(route, { body: { name: 'a' } })).rejects.toMatchObject({ kind: 'silent-status', status: 700 });
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('lets handlers be configured after creation (the shell wires them at start)', async () => {
    envelope('/gone', { code: 4011, msg: '', data: null });
    const { client } = setup();
    const onNotFound = vi.fn();
    client.configure({ onNotFound });
    await expect(client.send('/gone')).rejects.toBeInstanceOf(ApiError);
    expect(onNotFound).toHaveBeenCalledTimes(1);
  });
});

describe('issue 13 silent requests (hover prefetch)', () => {
  it('report nothing: no toast, no /404, no login, no session end, no overlay; the failure only rejects', async () => {
    const { client, handlers, pending } = setup();
    const counted = vi.fn();
    pending.subscribe(counted);
    envelope('/resource/9', { code: 4011, msg: '资源不存在', data: null }, { status: 404 });
    await expect(client.send('/resource/9', { silent: true })).rejects.toMatchObject({ code: 4011 });
    envelope('/web/x', { code: 1000, msg: '登录已过期', data: null });
    await expect(client.send('/web/x', { silent: true })).rejects.toMatchObject({ code: 1000 });
    envelope('/web/y', { code: 5000, msg: '服务异常', data: null });
    await expect(client.send('/web/y', { silent: true })).rejects.toMatchObject({ code: 5000 });
    server.use(http.get(`${BASE}/web/z`, () => HttpResponse.json({ code: 401, msg: '请登录', data: null }, { status: 401 })));
    await expect(client.send('/web/z', { silent: true })).rejects.toMatchObject({ status: 401 });
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
    expect(counted).not.toHaveBeenCalled();
  });

  it('a silent 401 does not hide the next, reported one (the session end is still announced once)', async () => {
    const { client, handlers } = setup();
    server.use(http.get(`${BASE}/web/z`, () => HttpResponse.json({ code: 401, msg: '请登录', data: null }, { status: 401 })));
    await expect(client.send('/web/z', { silent: true })).rejects.toMatchObject({ status: 401 });
    await expect(client.send('/web/z')).rejects.toMatchObject({ status: 401 });
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(handlers.toast).toHaveBeenCalledWith('请登录');
  });

  it('a typed call passes silence on: a contract mismatch is logged for developers but not toasted', async () => {
    const { client, handlers, log } = setup();
    const route = defineRoute({ method: 'GET', path: '/web/typed', data: z.object({ name: z.string() }), summary: 'test', access: 'public' });
    envelope('/web/typed', { code: 0, msg: 'ok', data: { name: 7 } });
    await expect(client.call(route, {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(handlers.toast).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
