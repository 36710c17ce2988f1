import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devCasPlugin } from './dev-cas.plugin';
import { DEV_CAS_TICKET_TTL_MS } from './dev-cas.tickets';
import { casHarness, FORM, insertIdentity, registeredTestOrigins, TEST_SERVICE as SERVICE, TEST_T0 as T0, type CasHarness } from './test-support';

let cas: CasHarness;
const loginPage = (service = SERVICE) => cas.app.inject({ method: 'GET', url: `/cas/login?service=${encodeURIComponent(service)}` });

beforeEach(async () => {
  cas = await casHarness();
});

afterEach(async () => {
  await cas.close();
});

describe('GET /cas/login', () => {
  it('lists identities grouped as 法人 and 自然人, escaped, without any script', async () => {
    await insertIdentity(cas.handle, { account: 'evil', display_name: '<script>alert(1)</script>', kind: 'corporation', credit_code: '"><b>x</b>' });
    const response = await loginPage();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>统一身份认证（开发环境）</title>');
    expect(html).toContain('开发环境：');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;b&gt;x&lt;/b&gt;');
    const [corpAt, naturalAt] = [html.indexOf('<h2 id="group-corporation">法人</h2>'), html.indexOf('<h2 id="group-natural">自然人</h2>')];
    expect(corpAt).toBeGreaterThan(0);
    expect(corpAt).toBeLessThan(html.indexOf('江苏示例科技有限公司'));
    expect(html.indexOf('江苏示例科技有限公司')).toBeLessThan(naturalAt);
    expect(naturalAt).toBeLessThan(html.indexOf('张三'));
    expect(html.match(/<form method="post" action="\/cas\/login">/g)).toHaveLength(3);
    expect(html).toContain(`<input type="hidden" name="service" value="${SERVICE.replace(/&/g, '&amp;')}">`);
    expect(html).toContain(`<input type="hidden" name="identity" value="${cas.corp.id}">`);
    expect(html).toContain(`<input type="hidden" name="identity" value="${cas.person.id}">`);
    // The form POST redirects to the service: its origin must be an allowed form target.
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("form-action 'self' https://nanjing.example.test;");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });

  it("replaces the app's CSP on its pages (helmet registered by the app)", async () => {
    const outer = Fastify();
    await outer.register(helmet, { contentSecurityPolicy: { directives: { formAction: ["'self'"], scriptSrc: ["'self'"] } } });
    await outer.register(devCasPlugin, { db: cas.handle.db, registeredOrigins: registeredTestOrigins });
    outer.get('/other', async () => 'ok');
    const page = await outer.inject({ method: 'GET', url: `/cas/login?service=${encodeURIComponent(SERVICE)}` });
    // Issue 13: its one stylesheet by hash, no 'unsafe-inline'.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self' https://nanjing.example.test; base-uri 'none'; frame-ancestors 'none'`,
    );
    expect((await outer.inject({ method: 'GET', url: '/other' })).headers['content-security-policy']).toContain("form-action 'self';");
    await outer.close();
  });

  it.each([
    '',
    '?service=',
    '?service=javascript%3Aalert(1)',
    '?service=ftp%3A%2F%2Fx.test%2F',
    '?service=%2Flogin',
    `?service=https%3A%2F%2Fa.test%2F${'a'.repeat(2100)}`,
  ])('refuses a missing, non-http(s) or oversized service (%s) with a 400 page', async (query) => {
    const response = await cas.app.inject({ method: 'GET', url: `/cas/login${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('无法登录');
    expect(response.body).not.toContain('<form');
  });
});

describe('POST /cas/login', () => {
  it('creates a short-lived ticket bound to the exact service and redirects with the query kept', async () => {
    const response = await cas.issue(cas.corp.id);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://nanjing.example.test/login');
    expect(location.searchParams.get('redirect')).toBe('/workspace');
    expect(location.searchParams.get('a')).toBe('1');
    const ticket = location.searchParams.get('ticket') as string;
    expect(ticket).toMatch(/^ST-[A-Za-z0-9_-]{32,}$/);
    const row = await cas.handle.db.selectFrom('dev_cas_tickets').selectAll().where('ticket', '=', ticket).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ identity_id: cas.corp.id, service: SERVICE, created_at: T0, used_at: null });
    expect(row.expires_at - row.created_at).toBe(DEV_CAS_TICKET_TTL_MS);
    expect(DEV_CAS_TICKET_TTL_MS).toBeLessThanOrEqual(5 * 60_000);
  });

  it('replaces a ticket parameter the service URL already carried', async () => {
    const location = new URL((await cas.issue(cas.corp.id, 'http://localhost:4200/login?ticket=old')).headers.location as string);
    expect(location.searchParams.getAll('ticket')).toHaveLength(1);
    expect(location.searchParams.get('ticket')).toMatch(/^ST-/);
  });

  it('refuses an unknown identity or a bad service with a 400 page and issues nothing', async () => {
    const payloads: Record<string, string>[] = [
      { identity: 'sso_nope', service: SERVICE },
      { identity: cas.corp.id, service: 'javascript:alert(1)' },
      { service: SERVICE },
      { identity: cas.corp.id },
    ];
    for (const payload of payloads) {
      const response = await cas.app.inject({ method: 'POST', url: '/cas/login', payload: new URLSearchParams(payload).toString(), headers: FORM });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('无法登录');
    }
    expect(await cas.handle.db.selectFrom('dev_cas_tickets').selectAll().execute()).toHaveLength(0);
  });

  it('keeps the form parser inside the plugin', async () => {
    const outer = Fastify();
    outer.post('/outside', async () => 'ok');
    await outer.register(devCasPlugin, { db: cas.handle.db, registeredOrigins: registeredTestOrigins });
    const response = await outer.inject({ method: 'POST', url: '/outside', payload: 'a=1', headers: FORM });
    expect(response.statusCode).toBe(415);
    await outer.close();
  });
});

describe('prefix', () => {
  it('mounts under an explicit prefix, forms included', async () => {
    const other = Fastify();
    await other.register(devCasPlugin, { db: cas.handle.db, prefix: '/sso', registeredOrigins: registeredTestOrigins });
    const page = await other.inject({ method: 'GET', url: `/sso/login?service=${encodeURIComponent(SERVICE)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/sso/login">');
    expect((await other.inject({ method: 'GET', url: `/cas/login?service=${encodeURIComponent(SERVICE)}` })).statusCode).toBe(404);
    await other.close();
  });
});

describe('issue 12 §8: tickets only for registered services', () => {
  it.each([
    ['another site', 'https://evil.example/login'],
    ['a registered host on another scheme', 'http://nanjing.example.test/login'],
    ['a registered host on another port', 'https://nanjing.example.test:8443/login'],
    ['a subdomain of a registered host', 'https://x.nanjing.example.test/login'],
    ['a registered site, another path', 'https://nanjing.example.test/workspace'],
  ])('refuses %s (%s): no page with a form, no ticket, no redirect', async (_case, service) => {
    const page = await loginPage(service);
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('<form');
    const issued = await cas.issue(cas.corp.id, service);
    expect(issued.statusCode).toBe(400);
    expect(issued.headers.location).toBeUndefined();
    expect(await cas.handle.db.selectFrom('dev_cas_tickets').selectAll().execute()).toHaveLength(0);
  });

  it('the register page links to sign-in only for a registered service', async () => {
    const evil = await cas.app.inject({ method: 'GET', url: `/cas/register?service=${encodeURIComponent('https://evil.example/login')}` });
    expect(evil.body).not.toContain('/cas/login');
  });
});

describe('issue 12 §5: the dev provider answers loopback clients only', () => {
  it.each(['10.0.0.8', '192.168.1.20', '2001:db8::1', '::ffff:10.1.2.3'])('a client at %s gets 404 on every page', async (remoteAddress) => {
    for (const request of [
      { method: 'GET' as const, url: `/cas/login?service=${encodeURIComponent(SERVICE)}` },
      { method: 'POST' as const, url: '/cas/login', payload: new URLSearchParams({ identity: cas.corp.id, service: SERVICE }).toString(), headers: FORM },
      { method: 'GET' as const, url: '/cas/p3/serviceValidate?ticket=ST-x&service=x' },
    ]) {
      const response = await cas.app.inject({ ...request, remoteAddress });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect(await cas.handle.db.selectFrom('dev_cas_tickets').selectAll().execute()).toHaveLength(0);
  });

  it.each(['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'])('a client at %s is served', async (remoteAddress) => {
    expect((await cas.app.inject({ method: 'GET', url: `/cas/login?service=${encodeURIComponent(SERVICE)}`, remoteAddress })).statusCode).toBe(200);
  });
});
