import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@portal/server-db';
import { buildApp } from './app';
import { siteForHost, siteUrls } from './plugins/site-hosts';

let webRoot: string;
let app: FastifyInstance;
let database: DatabaseHandle;

function fakeBuild(code: string) {
  mkdirSync(join(webRoot, code, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, code, 'index.html'), `<!doctype html><title>${code}</title><div id="root"></div>`);
  writeFileSync(join(webRoot, code, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify(code)})`);
  writeFileSync(join(webRoot, code, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  fakeBuild('portal');
  fakeBuild('nj');
  writeFileSync(join(webRoot, 'secret.txt'), 'outside every site');
  database = openDatabase({ url: ':memory:' });
  await migrateToLatest(database.db);
  app = await buildApp({ config: { webRoot, casBaseUrl: undefined, devTools: false, session: { idleMinutes: 30, absoluteHours: 12 }, loginRatePerMinute: 30 }, database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost:8080') => app.inject({ method: 'GET', url, headers: { host } });

describe('architecture §8: each site on its own host', () => {
  it.each([
    ['localhost:8080', 'portal'],
    ['127.0.0.1:8080', 'portal'],
    ['nj.localhost:8080', 'nj'],
    ['NJ.LOCALHOST', 'nj'],
    ['nj.data.jiangsu.gov.cn.', 'nj'],
    ['sq.localhost:8080', 'sq'],
    ['evil.localhost:8080', 'portal'],
    ['', 'portal'],
  ])('routes host %j to %s', (host, code) => {
    expect(siteForHost(host).code).toBe(code);
  });

  it('lists one URL per site', () => {
    const urls = siteUrls('localhost:8080').map((entry) => entry.url);
    expect(urls).toHaveLength(14);
    expect(urls).toContain('http://localhost:8080/');
    expect(urls).toContain('http://nj.localhost:8080/');
  });

  it('serves the provincial app on the apex host and the city app on its subdomain', async () => {
    expect((await get('/')).body).toContain('<title>portal</title>');
    expect((await get('/', 'nj.localhost:8080')).body).toContain('<title>nj</title>');
  });

  it('answers client-side routes with index.html, never cached', async () => {
    const response = await get('/dataResource/detail/R-1?tab=fields', 'nj.localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>nj</title>');
  });

  it('serves hashed assets of the right site with a long cache', async () => {
    const response = await get('/assets/index-abc123.js', 'nj.localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("nj")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('gives 404 for a missing file instead of the app', async () => {
    expect((await get('/assets/missing-000.js')).statusCode).toBe(404);
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt'])(
    'never serves files outside the site folder (%s)',
    async (url) => {
      const response = await get(url);
      expect(response.body).not.toContain('outside every site');
    },
  );

  it('answers 503 with a clear message for a site that is not built', async () => {
    const response = await get('/home', 'wx.localhost:8080');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('无锡市公共数据授权运营平台尚未构建');
  });

  it('sends a strict content security policy (no inline script)', async () => {
    const csp = (await get('/home')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('API base path (spec §7)', () => {
  it('spec §4 §7 GET /web/login/uuid returns a fresh login unique id each time, never cached', async () => {
    const first = await get('/alpha-portal/api/v1/web/login/uuid?t=1700000000');
    const second = await get('/alpha-portal/api/v1/web/login/uuid?t=1700000001');
    expect(first.json()).toMatchObject({ code: 0, msg: 'ok' });
    expect(first.json().data).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.json().data).not.toBe(first.json().data);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('reports health in the spec envelope', async () => {
    const response = await get('/alpha-portal/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: 'ok', data: { status: 'up' } });
  });

  it('answers an unknown API path with the envelope (not 4011, which means a missing item), not the web app', async () => {
    const response = await get('/alpha-portal/api/v1/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4040, msg: '接口不存在', data: null });
  });
});
