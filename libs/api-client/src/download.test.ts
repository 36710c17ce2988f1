// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPendingCounter } from '@portal/util';
import { configureApi } from './api';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { OBJECT_URL_LIFETIME_MS, downloadFailureMessage, downloadFile, fetchFile, saveBlob } from './download';
import { apiText } from './text';

const ORIGIN = 'http://portal.test';
const BASE = `${ORIGIN}/alpha-portal/api/v1`;
const ID = 'fil_0123456789abcdef01234567';
const FILE_URL = `${BASE}/web/file/${ID}`;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const NAME = '营业执照（副本）.pdf';
const DISPOSITION = `attachment; filename="_________.pdf"; filename*=UTF-8''${encodeURIComponent(NAME)}`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const pdfResponse = (headers: Record<string, string> = { 'content-disposition': DISPOSITION }) =>
  new HttpResponse(PDF, { headers: { 'content-type': 'application/pdf', ...headers } });
const envelope = (status: number, code: number, msg: string) => HttpResponse.json({ code, msg, data: null }, { status });

function handlersSpy() {
  return { toast: vi.fn(), onSessionEnd: vi.fn(), onLegalPersonOnly: vi.fn(), onNotFound: vi.fn(), onUnauthorized: vi.fn() };
}

describe('client.download (issue 21 §1: a file fetched with the User-Token, spec §7/§8 still apply)', () => {
  function setup() {
    const handlers = handlersSpy();
    const pending = createPendingCounter();
    const log = vi.fn();
    const client = createApiClient({ origin: ORIGIN, getToken: () => 'token-abc', handlers, pending, log, now: () => 1_700_000_000_000 });
    return { client, handlers, pending, log };
  }

  it("sends the User-Token and t, resolves the bytes unchanged with the server's name, and leaves the page overlay alone", async () => {
    let seen: Request | undefined;
    server.use(
      http.get(FILE_URL, ({ request }) => {
        seen = request;
        return pdfResponse();
      }),
    );
    const { client, handlers, pending } = setup();
    const changes = vi.fn();
    pending.subscribe(changes);
    const file = await client.download(`/web/file/${ID}`);
    expect(seen?.headers.get('User-Token')).toBe('token-abc');
    expect(new URL(seen?.url ?? '').searchParams.get('t')).toBe('1700000000');
    expect(file.fileName).toBe(NAME);
    expect(file.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(PDF);
    expect(changes).not.toHaveBeenCalled();
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('resolves a null name when the server gives none', async () => {
    server.use(http.get(FILE_URL, () => pdfResponse({})));
    await expect(setup().client.download(`/web/file/${ID}`)).resolves.toMatchObject({ fileName: null });
  });

  it('spec §8 HTTP 401: toasts the server message, ends the session (login with preUrl) and rejects', async () => {
    server.use(http.get(FILE_URL, () => envelope(401, 1001, '请先登录')));
    const { client, handlers } = setup();
    await expect(client.download(`/web/file/${ID}`)).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(handlers.toast).toHaveBeenCalledWith('请先登录');
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('HTTP 403 and 404/4011: rejects quietly for the link to say so; a missing file does not leave the page for /404', async () => {
    const { client, handlers } = setup();
    server.use(http.get(FILE_URL, () => envelope(403, 4030, '无权下载该文件')));
    await expect(client.download(`/web/file/${ID}`)).rejects.toMatchObject({ kind: 'envelope', status: 403, code: 4030 });
    server.use(http.get(FILE_URL, () => envelope(404, 4011, '文件不存在或已删除')));
    await expect(client.download(`/web/file/${ID}`)).rejects.toMatchObject({ kind: 'envelope', status: 404, code: 4011 });
    expect(handlers.onNotFound).not.toHaveBeenCalled();
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('a JSON success where a file was expected is a contract mismatch (logged, not saved)', async () => {
    server.use(http.get(FILE_URL, () => HttpResponse.json({ code: 0, msg: 'ok', data: { id: ID } })));
    const { client, log } = setup();
    await expect(client.download(`/web/file/${ID}`)).rejects.toMatchObject({ kind: 'schema' });
    expect(log).toHaveBeenCalledWith(`API contract mismatch on /web/file/${ID}`, expect.any(Error));
  });
});

describe('downloadFile / fetchFile (issue 21 §1)', () => {
  const toast = vi.fn();
  const onUnauthorized = vi.fn();
  const onNotFound = vi.fn();
  let saved: { href: string; download: string; blob: Blob | undefined }[];
  let revoked: string[];

  beforeEach(() => {
    toast.mockReset();
    onUnauthorized.mockReset();
    onNotFound.mockReset();
    configureApi({ origin: ORIGIN, getToken: () => 'token-abc', handlers: { toast, onUnauthorized, onNotFound } });
    saved = [];
    revoked = [];
    const blobs = new Map<string, Blob>();
    let next = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:${ORIGIN}/${++next}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      // The link is in the document when it is clicked (some browsers ignore a detached one).
      expect(this.isConnected).toBe(true);
      saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
    });
  });

  it("saves the file under the server's name through an object URL, removes the link and revokes the URL afterwards", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      server.use(http.get(FILE_URL, () => pdfResponse()));
      await expect(downloadFile(ID, { fallbackName: 'listed-name.pdf' })).resolves.toBe(NAME);
      expect(saved).toHaveLength(1);
      expect(saved[0]?.download).toBe(NAME);
      expect(new Uint8Array((await saved[0]?.blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PDF);
      expect(document.querySelectorAll('a[download]')).toHaveLength(0);
      expect(revoked).toEqual([]);
      vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
      expect(revoked).toEqual([saved[0]?.href]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the listed name when the server gives none, else the id', async () => {
    server.use(http.get(FILE_URL, () => pdfResponse({})));
    await expect(downloadFile(ID, { fallbackName: 'listed-name.pdf' })).resolves.toBe('listed-name.pdf');
    await expect(downloadFile(ID)).resolves.toBe(ID);
    expect(saved.map((item) => item.download)).toEqual(['listed-name.pdf', ID]);
  });

  it.each([
    ['HTTP 403 (another corporation)', '无权下载该文件', () => envelope(403, 4030, '无权访问')],
    ['HTTP 404 / 4011', '文件不存在或已删除', () => envelope(404, 4011, 'gone')],
    ['HTTP 401', apiText.t('download.unauthorized'), () => envelope(401, 1001, '请先登录')],
    [
      'HTTP 502 without an envelope',
      apiText.t('download.failed'),
      () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ],
    ['a network failure', apiText.t('network'), () => HttpResponse.error()],
  ])('%s: rejects with 「%s」 and saves nothing', async (_case, message, reply) => {
    server.use(http.get(FILE_URL, reply));
    const error = await downloadFile(ID).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect(saved).toEqual([]);
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('spec §8: a 401 still ends the session (toast, login with preUrl)', async () => {
    server.use(http.get(FILE_URL, () => envelope(401, 1000, '登录已过期，请重新登录')));
    await expect(downloadFile(ID)).rejects.toThrow(apiText.t('download.unauthorized'));
    expect(toast).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for something that is not a file id (the token never goes to another path)', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    for (const id of ['../login/out', 'fil_1/../../x', 'https://evil.example/fil_1', '']) {
      await expect(fetchFile(id)).rejects.toMatchObject({ kind: 'schema', message: apiText.t('download.failed') });
    }
    server.events.removeAllListeners();
    expect(requests).toEqual([]);
  });

  it('an abort rejects with the abort and saves nothing', async () => {
    let arrived: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get(FILE_URL, async () => {
        arrived();
        await new Promise(() => undefined);
        return pdfResponse();
      }),
    );
    const controller = new AbortController();
    const download = downloadFile(ID, { signal: controller.signal });
    await started;
    controller.abort();
    await expect(download).rejects.toMatchObject({ name: 'AbortError' });
    expect(saved).toEqual([]);
  });
});

describe('downloadFailureMessage', () => {
  it('says what a refusal means, and falls back for anything else', () => {
    expect(downloadFailureMessage(new ApiError('envelope', 'x', { path: '/p', status: 403, code: 4030 }))).toBe('无权下载该文件');
    expect(downloadFailureMessage(new ApiError('envelope', 'x', { path: '/p', status: 200, code: 4011 }))).toBe('文件不存在或已删除');
    expect(downloadFailureMessage(new ApiError('timeout', apiText.t('timeout'), { path: '/p' }))).toBe(apiText.t('timeout'));
    expect(downloadFailureMessage(new ApiError('http', 'x', { path: '/p', status: 413 }))).toBe(apiText.t('download.failed'));
    expect(downloadFailureMessage(new Error('boom'))).toBe(apiText.t('download.failed'));
  });
});

describe('saveBlob', () => {
  it('clicks a hidden download link to an object URL of the blob', () => {
    const blob = new Blob(['x'], { type: 'text/plain' });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://portal.test/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      saveBlob(blob, '说明.txt');
      expect(clicked).toHaveLength(1);
      expect(clicked[0]).toMatchObject({ download: '说明.txt', href: 'blob:http://portal.test/1', hidden: true, isConnected: false });
      vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
      expect(revoke).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revoke).toHaveBeenCalledWith('blob:http://portal.test/1');
    } finally {
      vi.useRealTimers();
    }
  });
});
