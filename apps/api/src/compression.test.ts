import { preferredEncoding } from './plugins/web-apps';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@portal/api-contract';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { buildApp } from './app';

/**
 * Issue 13 §Bytes, on a real server (loopback port, seeded SQLite): the site apps' files go out as
 * the build compressed them (`<file>.br` / `<file>.gz`, chosen by Accept-Encoding), API answers of
 * 1 KB or more are compressed on the fly, binary downloads are not.
 *
 * The fixture variants are made with the settings of the build's plugin (tools/vite-config
 * precompress.ts: brotli quality 11 with the size hint, gzip level 9); the server app may not import
 * tooling (module boundaries), and the plugin has its own tests there.
 */

let webRoot: string;
let app: FastifyInstance;
let database: DatabaseHandle;
let host: string;
let port: number;

const files: Record<string, Buffer> = {};

/** Generated text that compresses like a bundle does, `bytes` long. */
function code(bytes: number, seed: string) {
  let out = '';
  for (let i = 0; out.length < bytes; i += 1) out += `export function ${seed}${i}(a){return a.map((b)=>b*${i % 7}).filter(Boolean)}\n`;
  return out.slice(0, bytes);
}

/** A file of the portal fixture, with .br/.gz as the build plugin writes them when `variants`. */
function fixture(path: string, content: string, variants = true) {
  const file = join(webRoot, 'portal', path);
  mkdirSync(join(file, '..'), { recursive: true });
  const bytes = Buffer.from(content);
  writeFileSync(file, bytes);
  files[path] = bytes;
  if (!variants) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

const variant = (path: string, encoding: 'br' | 'gz') => readFileSync(join(webRoot, 'portal', `${path}.${encoding}`));

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire (not decoded). */
  body: Buffer;
}

/** A request over HTTP that leaves the answer's encoding alone (fetch would decode it). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  expect(encoding).toBeUndefined();
  return response.body;
}

const varyOf = (response: RawResponse) => String(response.headers['vary'] ?? '').toLowerCase();

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-bytes-'));
  const preloads = Array.from({ length: 30 }, (_, i) => `    <link rel="modulepreload" crossorigin href="/assets/chunk-${i}-a1b2c3d4.js">`).join('\n');
  // As the build writes it: the nonce placeholder on the tags and in Vite's csp-nonce meta tag; not
  // pre-compressed (the server rewrites it for every answer).
  fixture(
    'index.html',
    `<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <title>江苏省公共数据授权运营平台</title>\n    <meta property="csp-nonce" nonce="__CSP_NONCE__">\n    <script type="module" crossorigin src="/assets/x-abc123.js" nonce="__CSP_NONCE__"></script>\n${preloads}\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
    false,
  );
  fixture('assets/x-abc123.js', code(40_000, 'f'));
  fixture('assets/x-abc123.css', code(6_000, 'c').replace(/export function (\w+)\(a\)\{return ([^\n]*)\}/g, '.$1{content:"$2";margin:0 auto}'));
  fixture('assets/small-abc123.js', 'console.log("small")', false);

  database = openDatabase({ url: ':memory:' });
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { now: Date.UTC(2026, 10, 22, 2, 0, 0) });
  app = await buildApp({
    config: {
      webRoot,
      casBaseUrl: undefined,
      publicOrigin: 'http://localhost:0',
      devTools: false,
      session: { idleMinutes: 30, absoluteHours: 12 },
      loginRatePerMinute: 30,
    },
    database,
    sms: { send: async () => undefined },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  host = `localhost:${port}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const ASSETS = [
  ['assets/x-abc123.js', 'application/javascript; charset=utf-8'],
  ['assets/x-abc123.css', 'text/css; charset=utf-8'],
] as const;

describe('issue 13 §Bytes: hashed assets go out as the build compressed them', () => {
  describe.each(ASSETS)('%s', (path, contentType) => {
    it.each([
      ['br', 'br', 'br'],
      ['gzip, deflate, br', 'br', 'br'],
      ['gzip, deflate', 'gzip', 'gz'],
      ['gzip', 'gzip', 'gz'],
    ] as const)('issue 13 §Bytes: Accept-Encoding %j gets the pre-compressed %s file', async (acceptEncoding, encoding, extension) => {
      const response = await raw(`/${path}`, { 'accept-encoding': acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe(contentType);
      expect(varyOf(response)).toContain('accept-encoding');
      // The build's file as it is, its own length on the wire, the long cache kept.
      expect(response.body.equals(variant(path, extension))).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.body.length).toBeLessThan(files[path]!.length);
      expect(decode(response).equals(files[path]!)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each([
      ['none', undefined],
      ['identity', 'identity'],
      ['deflate', 'deflate'],
    ])('issue 13 §Bytes: a client that accepts neither br nor gzip (%s) gets the file itself', async (_label, acceptEncoding) => {
      const response = await raw(`/${path}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe(contentType);
      expect(varyOf(response)).toContain('accept-encoding');
      expect(response.body.equals(files[path]!)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(files[path]!.length);
    });
  });

  it('issue 13 §Bytes: the variants have their own ETags, and a revalidation answers 304 with Vary', async () => {
    const br = await raw('/assets/x-abc123.js', { 'accept-encoding': 'br' });
    const plain = await raw('/assets/x-abc123.js');
    expect(br.headers['etag']).toBeDefined();
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);
    const again = await raw('/assets/x-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) });
    expect(again.status).toBe(304);
    expect(varyOf(again)).toContain('accept-encoding');
  });

  it('issue 13 §Bytes: HEAD gives the headers of the GET, the compressed length, no body', async () => {
    const response = await raw('/assets/x-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(variant('assets/x-abc123.js', 'br').length);
    expect(varyOf(response)).toContain('accept-encoding');
    expect(response.body.length).toBe(0);
  });

  it('issue 13 §Bytes: a range is a range of the representation sent (br bytes for a br client, file bytes otherwise)', async () => {
    const br = await raw('/assets/x-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-99' });
    const brFile = variant('assets/x-abc123.js', 'br');
    expect(br.status).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-99/${brFile.length}`);
    expect(br.body.equals(brFile.subarray(0, 100))).toBe(true);

    const plain = await raw('/assets/x-abc123.js', { range: 'bytes=100-199' });
    expect(plain.status).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(files['assets/x-abc123.js']!.subarray(100, 200))).toBe(true);
  });

  it('issue 13 §Bytes: a file the build left uncompressed (under 1 KB) is sent as it is, never compressed on the fly', async () => {
    const response = await raw('/assets/small-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(files['assets/small-abc123.js']!.length);
    expect(response.body.equals(files['assets/small-abc123.js']!)).toBe(true);
  });
});

/** The style nonce of an answer's CSP (issue 13: index.html carries it). */
const styleNonceOf = (response: RawResponse) => /style-src[^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];

/** index.html as the server must send it: the build's file with this answer's nonce for the placeholder. */
const pageWith = (nonce: string | undefined) => Buffer.from(files['index.html']!.toString('utf8').replaceAll('__CSP_NONCE__', String(nonce)));

describe('issue 13 §Bytes: index.html', () => {
  it.each(['/', '/dataResource/detail/R-1?tab=fields'])(
    "issue 13 §Bytes: %s answers index.html compressed on the fly, never cached, with this answer's CSP nonce",
    async (path) => {
      const response = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(varyOf(response)).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      const nonce = styleNonceOf(response);
      expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
      expect(decode(response).equals(pageWith(nonce))).toBe(true);
    },
  );

  it('issue 13 §Bytes: index.html for gzip-only and for plain clients', async () => {
    const gzip = await raw('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).equals(pageWith(styleNonceOf(gzip)))).toBe(true);
    const plain = await raw('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(pageWith(styleNonceOf(plain)))).toBe(true);
    expect(varyOf(plain)).toContain('accept-encoding');
  });

  it('issue 13: style-src has no unsafe-inline; each answer names a fresh nonce, the one its page carries', async () => {
    const [first, second] = [await raw('/'), await raw('/')];
    for (const response of [first, second]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toMatch(/style-src 'self' 'nonce-/);
      expect(response.body.toString('utf8')).toContain(`<meta property="csp-nonce" nonce="${styleNonceOf(response)}">`);
      expect(response.body.toString('utf8')).not.toContain('__CSP_NONCE__');
    }
    expect(styleNonceOf(first)).not.toBe(styleNonceOf(second));
  });
});

describe('issue 13 §Bytes: API answers compressed on the fly', () => {
  const list = `${API_BASE_PATH}/web/data-resource/list?t=1&page=1&pageSize=20`;

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('issue 13 §Bytes: a JSON answer over 1 KB is compressed for Accept-Encoding %j (%s), in the envelope, never stored', async (acceptEncoding, encoding) => {
    const response = await raw(list, { 'accept-encoding': acceptEncoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(varyOf(response)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('no-store');
    const json = decode(response);
    expect(json.length).toBeGreaterThan(1024);
    expect(response.body.length).toBeLessThan(json.length);
    if (response.headers['content-length'] !== undefined) expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(JSON.parse(json.toString('utf8'))).toMatchObject({ code: 0, data: { facets: expect.any(Object) } });
  });

  it('issue 13 §Bytes: the same answer is not compressed for a client that accepts neither', async () => {
    const response = await raw(list);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ code: 0 });
  });

  it('issue 13 §Bytes: answers under 1 KB (health, the error envelope) are not compressed', async () => {
    const health = await raw(`${API_BASE_PATH}/health`, { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.body.length).toBeLessThan(1024);
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ code: 0 });

    const unknown = await raw(`${API_BASE_PATH}/web/no-such-call`, { 'accept-encoding': 'br' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(unknown.body.toString('utf8'))).toEqual({ code: 4040, msg: '接口不存在', data: null });

    const invalid = await raw(`${API_BASE_PATH}/web/data-resource/list?t=1&page=0`, { 'accept-encoding': 'br' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decode(invalid).toString('utf8'))).toMatchObject({ code: 4000, data: null });
  });

  it('issue 13 §Bytes: a binary download (a PDF attachment) goes out as it is', async () => {
    const news = await database.db
      .selectFrom('news')
      .select(['attachments'])
      .where('status', '=', 'published')
      .where('attachments', '!=', '[]')
      .executeTakeFirstOrThrow();
    const [attachment] = JSON.parse(news.attachments) as { url: string; sizeBytes: number }[];
    const response = await raw(attachment!.url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.body.length).toBe(attachment!.sizeBytes);
    expect(response.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('issue 13 §Bytes: which encoding index.html goes out in', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['*', 'gzip'],
    ['gzip;q=0, *;q=1', 'identity'],
    ['deflate', 'identity'],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
