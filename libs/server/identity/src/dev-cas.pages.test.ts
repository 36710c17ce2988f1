import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { casHarness, TEST_SERVICE as SERVICE, type CasHarness } from './test-support';

let cas: CasHarness;

beforeEach(async () => {
  cas = await casHarness();
});

afterEach(async () => {
  await cas.close();
});

describe('GET /cas/logout and /cas/register', () => {
  it("issue 21 §13e: links back to the service on its own origin only (the site's /home)", async () => {
    const good = await cas.app.inject({
      method: 'GET',
      url: `/cas/logout?service=${encodeURIComponent('http://portal.test/home?a="1"')}`,
      headers: { host: 'portal.test' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('<title>已退出统一身份认证</title>');
    expect(good.body).toContain('<a href="http://portal.test/home?a=%221%22">返回网站</a>');
    for (const service of ['javascript:alert(1)', '', 'https://evil.example/home', 'http://nj.portal.test/home', 'https://portal.test/home']) {
      const bad = await cas.app.inject({ method: 'GET', url: `/cas/logout?service=${encodeURIComponent(service)}`, headers: { host: 'portal.test' } });
      expect(bad.statusCode).toBe(200);
      expect(bad.body).toContain('已退出统一身份认证');
      expect(bad.body).not.toContain('<a ');
    }
  });

  it('explains corporate registration and lists the demo corporations', async () => {
    const response = await cas.app.inject({ method: 'GET', url: `/cas/register?service=${encodeURIComponent(SERVICE)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('法人注册');
    expect(response.body).toContain('dev_sso_identities');
    expect(response.body).toContain('江苏示例科技有限公司');
    expect(response.body).not.toContain('张三');
    expect(response.body).toContain(`href="/cas/login?service=${encodeURIComponent(SERVICE)}"`);
    expect((await cas.app.inject({ method: 'GET', url: '/cas/register' })).body).not.toContain('/cas/login');
  });
});
