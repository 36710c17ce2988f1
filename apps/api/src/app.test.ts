import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { buildApp } from './app';
import { startPortalServer } from './testing/portal-server';
import { siteOfHost, siteOrigins } from './plugins/site-hosts';

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
  app = await buildApp({
    config: {
      webRoot,
      casBaseUrl: undefined,
      publicOrigin: 'http://localhost:8080',
      devTools: false,
      session: { idleMinutes: 30, absoluteHours: 12 },
      loginRatePerMinute: 30,
    },
    database,
    sms: { send: async () => undefined },
  });
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
    ['nj.localhost:8080', 'nj'],
    ['NJ.LOCALHOST:8080', 'nj'],
    ['sq.localhost:8080', 'sq'],
  ])('routes host %j to %s', (host, code) => {
    expect(siteOfHost(siteOrigins('http://localhost:8080'), host)?.site.code).toBe(code);
  });

  it('lists one URL per site', () => {
    const urls = siteOrigins('http://localhost:8080').map((entry) => `${entry.origin}/`);
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

  it('sends a strict content security policy (no inline script; issue 13: no inline style either)', async () => {
    const csp = (await get('/home')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect((await get('/alpha-portal/api/v1/health')).headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
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

  it('ASVS 14.3.2: API answers are not stored (no-store) unless the route says otherwise', async () => {
    for (const path of ['/alpha-portal/api/v1/health', '/alpha-portal/api/v1/web/login/me?t=1', '/alpha-portal/api/v1/no-such-call']) {
      expect((await get(path)).headers['cache-control'], path).toBe('no-store');
    }
    // Web pages keep their own rules (index.html: no-cache).
    expect((await get('/home')).headers['cache-control']).toBe('no-cache');
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

describe('issue 12 §12: request logs and malformed URLs', () => {
  let logged: string[];
  let logApp: FastifyInstance;
  let logDatabase: DatabaseHandle;

  beforeAll(async () => {
    logged = [];
    logDatabase = openDatabase({ url: ':memory:' });
    await migrateToLatest(logDatabase.db);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    });
    logApp = await buildApp({
      config: {
        webRoot,
        casBaseUrl: undefined,
        publicOrigin: 'http://localhost:8080',
        devTools: true,
        session: { idleMinutes: 30, absoluteHours: 12 },
        loginRatePerMinute: 30,
      },
      database: logDatabase,
      logger: { level: 'info', stream },
    });
  });

  afterAll(async () => {
    await logApp.close();
    await logDatabase.close();
  });

  it.each([
    ['/login?ticket=ST-1-secretTicketValue&preUrl=%2Fworkspace', 'secretTicketValue', '/login?ticket=[redacted]&preUrl=%2Fworkspace'],
    ['/cas/serviceValidate?service=http%3A%2F%2Flocalhost%2Flogin&ticket=ST-2-otherSecret', 'otherSecret', 'ticket=[redacted]'],
    ['/x?Code=123456&%74oken=tok-secret-value', 'tok-secret-value', '?Code=[redacted]&%74oken=[redacted]'],
  ])('logs %s without the secret', async (url, secret, shown) => {
    logged.length = 0;
    await logApp.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
    const lines = logged.join('');
    expect(lines).toContain('incoming request');
    expect(lines).not.toContain(secret);
    expect(lines).toContain(shown);
  });

  it("gives every request an id of the server's own, whatever X-Request-Id the client sends", async () => {
    logged.length = 0;
    await logApp.inject({ method: 'GET', url: '/alpha-portal/api/v1/health', headers: { host: 'localhost:8080', 'x-request-id': 'forged-request-id' } });
    await logApp.inject({ method: 'GET', url: '/alpha-portal/api/v1/health', headers: { host: 'localhost:8080', 'x-request-id': 'forged-request-id' } });
    expect(logged.join('')).not.toContain('forged-request-id');
    const ids = new Set(logged.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean));
    expect(ids.size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['/alpha-portal/api/v1/web/%E0%A4%A', '/%zz', '/news/%'])('answers the malformed URL %s with the envelope', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 4000, msg: '参数错误：请求地址无效', data: null });
  });
});

describe("issue 12 §3: the server answers its sites' hosts only", () => {
  it.each([
    'evil.example',
    'evil.localhost:8080',
    'localhost:99999',
    'localhost:8081',
    '127.0.0.1:8080',
    '[::1]:8080',
    'nj.nj.localhost:8080',
    'localhost:8080@evil.example',
    '',
  ])('Host %j: a page gets 421 with the way to the portal, a call gets 421 in the envelope', async (host) => {
    const page = await get('/home', host);
    expect(page.statusCode).toBe(421);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toBe('421 站点地址无效：请通过 http://localhost:8080 访问本平台');
    const call = await get('/alpha-portal/api/v1/web/login/uuid?t=1', host);
    expect(call.statusCode).toBe(421);
    expect(call.json()).toEqual({ code: 4210, msg: '站点地址无效，请通过平台的正式地址访问', data: null });
  });

  it.each([
    ['localhost:8080', 200],
    ['LOCALHOST:8080', 200],
    ['localhost.:8080', 200],
    ['nj.localhost:8080', 200],
    // A site of the registry that is not built here: its own answer, not the host check's.
    ['sq.localhost:8080', 503],
  ])('Host %j is a site', async (host, status) => {
    expect((await get('/home', host)).statusCode).toBe(status);
  });

  it('health answers probes on any host (it builds nothing from the host)', async () => {
    expect((await get('/alpha-portal/api/v1/health', '10.0.0.5:8080')).json()).toEqual({ code: 0, msg: 'ok', data: { status: 'up' } });
  });

  it('the sites are the public origin and its city subdomains; port 0 is the listening port', () => {
    const origins = siteOrigins('https://data.jiangsu.gov.cn');
    expect(origins).toHaveLength(14);
    expect(origins[0]).toMatchObject({ origin: 'https://data.jiangsu.gov.cn', host: 'data.jiangsu.gov.cn' });
    expect(origins.map((entry) => entry.origin)).toContain('https://nj.data.jiangsu.gov.cn');
    expect(siteOfHost(origins, 'NJ.data.jiangsu.gov.cn.')?.site.code).toBe('nj');
    expect(siteOfHost(origins, 'data.jiangsu.gov.cn:443')?.site.code).toBe('portal');
    expect(siteOfHost(origins, 'data.jiangsu.gov.cn:8443')).toBeUndefined();
    expect(siteOrigins('http://localhost:0', 4317)[1]?.origin).toMatch(/^http:\/\/[a-z]+\.localhost:4317$/);
  });
});

describe('issue 12 §11: load shedding', () => {
  it('beyond the requests it serves at once the server answers 503 in the envelope at once, health still answers, and the slot comes back', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const validating = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const server = await startPortalServer(openTestDatabases()[0]!, {
      maxInFlight: 1,
      cas: {
        async validate() {
          entered();
          await held;
          return { ok: false, code: 'INVALID_TICKET' };
        },
      },
    });
    try {
      const slow = server.api('POST', '/web/login/primary', {
        loginType: 'sso',
        ticket: 'ST-held-ticket-0000000000000000000000',
        service: `http://${server.host}/login`,
        uuid: 'u',
      });
      await validating;
      const shed = await server.api('GET', '/web/login/uuid?t=1');
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('1');
      expect(shed.json()).toEqual({ code: 5030, msg: '服务繁忙，请稍后再试', data: null });
      expect((await server.api('GET', '/health')).json()).toMatchObject({ code: 0, data: { status: 'up' } });
      release();
      expect((await slow).json()).toMatchObject({ code: 4000, msg: '登录票据无效或已使用，请重新登录' });
      expect((await server.api('GET', '/web/login/uuid?t=1')).json()).toMatchObject({ code: 0 });
    } finally {
      release();
      await server.close();
    }
  });
});

describe('issue 12 §11: shedding when the event loop lags', () => {
  it('while the server is under pressure every request gets 503 in the envelope at once; afterwards it serves again', async () => {
    let healthy = true;
    const pressured = await buildApp({
      config: {
        webRoot,
        casBaseUrl: undefined,
        publicOrigin: 'http://localhost:8080',
        devTools: false,
        session: { idleMinutes: 30, absoluteHours: 12 },
        loginRatePerMinute: 30,
      },
      database,
      sms: { send: async () => undefined },
      pressureCheck: () => healthy,
    });
    try {
      await pressured.ready();
      const ask = () => pressured.inject({ method: 'GET', url: '/alpha-portal/api/v1/web/login/uuid?t=1', headers: { host: 'localhost:8080' } });
      const settles = async (under: boolean) => {
        while (pressured.isUnderPressure() !== under) await new Promise((resolve) => setImmediate(resolve));
      };
      expect((await ask()).statusCode).toBe(200);
      healthy = false;
      await settles(true);
      const shed = await ask();
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('1');
      expect(shed.json()).toEqual({ code: 5030, msg: '服务繁忙，请稍后再试', data: null });
      healthy = true;
      await settles(false);
      expect((await ask()).statusCode).toBe(200);
    } finally {
      await pressured.close();
    }
  });
});
