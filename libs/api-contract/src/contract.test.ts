import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  callsApi,
  catalogueApi,
  isId,
  newsApi,
  policiesApi,
  isAllowedWallLink,
  API,
  API_BASE_PATH,
  HTTP_STATUS,
  QUIET_PATHS,
  RESULT_CODE,
  ROUTE_TABLE,
  authStateSchema,
  parseAuthState,
  contentWallSchema,
  envelopeSchema,
  fail,
  linkHrefSchema,
  modifyPasswordBodySchema,
  ok,
  passwordSchema,
  primaryLoginBodySchema,
  serviceTicketSchema,
} from './index';

describe('spec §7 §8 envelope and codes', () => {
  it('names the codes of spec §8', () => {
    expect(RESULT_CODE).toEqual({ OK: 0, SESSION_EXPIRED: 1000, SESSION_INVALID: 1001, LEGAL_PERSON_ONLY: 3166, NOT_FOUND: 4011, SILENT: 4212 });
    expect(HTTP_STATUS).toEqual({ UNAUTHORIZED: 401, PAYLOAD_TOO_LARGE: 413, SILENT: 700 });
    expect(API_BASE_PATH).toBe('/alpha-portal/api/v1');
  });

  it('parses {code, msg, data} and treats a missing msg as empty', () => {
    expect(envelopeSchema.parse({ code: 0, data: 'x' })).toEqual({ code: 0, msg: '', data: 'x' });
    expect(envelopeSchema.safeParse({ code: '0', msg: '', data: null }).success).toBe(false);
    expect(envelopeSchema.safeParse({ code: 1.5, msg: '', data: null }).success).toBe(false);
    expect(ok({ a: 1 })).toEqual({ code: 0, msg: 'ok', data: { a: 1 } });
    expect(fail(4011, '不存在')).toEqual({ code: 4011, msg: '不存在', data: null });
  });
});

describe('route table', () => {
  it('has one entry per method + path, every path absolute, GETs without a body, a schema for each path parameter', () => {
    const keys = ROUTE_TABLE.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTE_TABLE) {
      expect(route.path).toMatch(/^\/(?:[\w-]+|:[a-z]\w*)(?:\/(?:[\w-]+|:[a-z]\w*))*\/?$/);
      // A :name segment (issue 22's open API) is checked with the route's params schema, and only then.
      const names = [...route.path.matchAll(/:([a-z]\w*)/g)].map((match) => match[1]);
      expect(names.length > 0).toBe(route.params !== undefined);
      expect(route.summary.length).toBeGreaterThan(10);
      if (route.method === 'GET') expect(route.body).toBeUndefined();
    }
  });

  it('holds every call of spec §7 this issue touches', () => {
    expect(ROUTE_TABLE.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /web/login/uuid',
        'POST /web/login/primary',
        'POST /web/login/primary/msg-send',
        'POST /web/login/primary/msg-check',
        'POST /web/login/second',
        'GET /web/login/out',
        'GET /web/login/register',
        'POST /primary/home/modify-password',
        'GET /web/content-config/wall/',
      ]),
    );
  });

  it('lists the quiet paths of spec §8', () => {
    expect(QUIET_PATHS).toEqual(['/primary/entry-config/status', '/primary/entry-config/update', '/primary/entry-config/delete', '/second/entry/file-list']);
  });
});

describe('login payloads', () => {
  const uuid = 'a1b2c3';

  it('accepts an SSO ticket for an exact http(s) service, or a staff account', () => {
    expect(primaryLoginBodySchema.safeParse({ loginType: 'sso', ticket: 'ST-1-abc.DEF_9', service: 'http://localhost:8080/login', uuid }).success).toBe(true);
    expect(primaryLoginBodySchema.safeParse({ loginType: 'account', account: 'admin', password: 'x', uuid }).success).toBe(true);
  });

  it.each([
    ['a ticket without ST-', { loginType: 'sso', ticket: 'TGT-1', service: 'http://a/', uuid }],
    ['a ticket with spaces', { loginType: 'sso', ticket: 'ST-1 2', service: 'http://a/', uuid }],
    ['a javascript: service', { loginType: 'sso', ticket: 'ST-1', service: 'javascript:alert(1)', uuid }],
    ['an unknown login type', { loginType: 'wechat', uuid }],
    ['an extra field', { loginType: 'account', account: 'admin', password: 'x', uuid, role: 'admin' }],
    ['a blank uuid', { loginType: 'account', account: 'admin', password: 'x', uuid: '  ' }],
  ])('refuses %s', (_label, body) => {
    expect(primaryLoginBodySchema.safeParse(body).success).toBe(false);
  });

  it('only accepts ST- tickets', () => {
    expect(serviceTicketSchema.safeParse('ST-' + 'a'.repeat(256)).success).toBe(true);
    expect(serviceTicketSchema.safeParse('ST-' + 'a'.repeat(257)).success).toBe(false);
  });

  it('drops empty rights from the returned AuthState (spec §3)', () => {
    const state = authStateSchema.parse({ userType: 'second', name: '张三', corName: '某公司', token: 'x'.repeat(32), rights: ['a', '', 'b'] });
    expect(state.rights).toEqual(['a', 'b']);
  });

  describe('parseAuthState (the stored state, read without zod) answers as authStateSchema does', () => {
    const valid = { userType: 'user', name: '李四', corName: '', token: 't'.repeat(32), rights: ['r1', '', 'r2'] };
    const cases: [string, unknown][] = [
      ['a valid state', valid],
      ['a temporary-password state', { ...valid, mustChangePassword: true }],
      ['extra fields (dropped)', { ...valid, role: 'admin', token2: 'x' }],
      [
        'the longest fields',
        { ...valid, name: 'n'.repeat(64), corName: 'c'.repeat(128), token: 't'.repeat(256), rights: Array.from({ length: 200 }, () => 'r'.repeat(64)) },
      ],
      ['an unknown user type', { ...valid, userType: 'root' }],
      ['an empty name', { ...valid, name: '' }],
      ['a name too long', { ...valid, name: 'n'.repeat(65) }],
      ['a company name too long', { ...valid, corName: 'c'.repeat(129) }],
      ['a short token', { ...valid, token: 't'.repeat(31) }],
      ['a long token', { ...valid, token: 't'.repeat(257) }],
      ['a numeric token', { ...valid, token: 1234567 }],
      ['too many rights', { ...valid, rights: Array.from({ length: 201 }, () => 'r') }],
      ['a right too long', { ...valid, rights: ['r'.repeat(65)] }],
      ['a non-text right', { ...valid, rights: ['a', 1] }],
      ['rights not a list', { ...valid, rights: 'a,b' }],
      ['no rights', { userType: 'user', name: '李四', corName: '', token: 't'.repeat(32) }],
      ['a text temporary-password flag', { ...valid, mustChangePassword: 'yes' }],
      ['a missing company name', { userType: 'user', name: '李四', token: 't'.repeat(32), rights: [] }],
      ['null', null],
      ['a list', [valid]],
      ['text', JSON.stringify(valid)],
    ];
    it.each(cases)('%s', (_label, value) => {
      const expected = authStateSchema.safeParse(value);
      expect(parseAuthState(value)).toEqual(expected.success ? expected.data : null);
    });
  });
});

describe('password rule', () => {
  it.each(['Abcdef12', 'abc-1234', 'ABC_defg', 'Zq9!Zq9!Zq9!'])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each(['Ab1!', 'abcdefgh', '12345678', 'abcd1234', 'Abcd 1234', 'A'.repeat(20) + 'a'.repeat(12) + '1'])('refuses %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(false);
  });

  it('refuses a new password equal to the old one', () => {
    expect(modifyPasswordBodySchema.safeParse({ oldPassword: 'Abcdef12', newPassword: 'Abcdef12' }).success).toBe(false);
  });
});

describe('content wall', () => {
  it('accepts a wall of typed blocks', () => {
    const wall = {
      updatedAt: '2026-11-01T08:00:00+08:00',
      blocks: [
        { type: 'banner', id: 'b', slides: [{ title: '公共数据授权运营', href: '/about' }] },
        { type: 'stats', id: 's', title: '平台数据', items: [{ label: '数据资源', value: 12034, unit: '个' }] },
        {
          type: 'featured',
          id: 'f',
          title: '精选资源',
          source: 'resources',
          ids: ['R-1'],
          items: [{ id: 'R-1', title: '道路运输许可信息', meta: '省交通运输厅', date: '2026-01-02T00:00:00.000Z', href: '/dataResource/detail/r_1' }],
        },
        { type: 'latest', id: 'n', title: '运营动态', source: 'news', limit: 6, items: [] },
        { type: 'links', id: 'l', title: '快捷入口', items: [{ label: '政务服务网', href: 'https://www.example.gov.cn/' }] },
        { type: 'richText', id: 'r', html: '<p>说明</p>' },
      ],
    };
    expect(contentWallSchema.parse(wall).blocks).toHaveLength(6);
  });

  it.each(['javascript:alert(1)', '//evil.com', '/\\evil.com', 'data:text/html,x'])('refuses the link %j', (href) => {
    expect(linkHrefSchema.safeParse(href).success).toBe(false);
    expect(isAllowedWallLink(href)).toBe(false);
  });

  it('issue 18: the editor links to same-origin paths and to *.gov.cn over http(s) only (the served wall carries what it saved)', () => {
    for (const href of ['/dataResource?domain=traffic', 'https://www.gov.cn/', 'http://www.jiangsu.gov.cn/col/index.html', 'https://GOV.CN']) {
      expect(isAllowedWallLink(href), href).toBe(true);
      expect(linkHrefSchema.safeParse(href).success, href).toBe(true);
    }
    for (const href of ['http://plain-http.example', 'https://gov.cn.evil.com/', 'https://evilgov.cn/', 'https://user:pw@www.gov.cn/', 'ftp://www.gov.cn/']) {
      expect(isAllowedWallLink(href), href).toBe(false);
    }
  });

  it('refuses an unknown block type', () => {
    expect(contentWallSchema.safeParse({ updatedAt: '2026-11-01T00:00:00Z', blocks: [{ type: 'iframe', id: 'x' }] }).success).toBe(false);
  });

  it('exposes the wall route', () => {
    expect(API.content.wall).toMatchObject({ method: 'GET', path: '/web/content-config/wall/', access: 'public' });
  });
});

describe('isId (a detail id checked without zod)', () => {
  const detailIds = [
    ['a resource', catalogueApi.resource],
    ['a product', catalogueApi.product],
    ['a news item', newsApi.detail],
    ['a policy', policiesApi.detail],
    ['a call', callsApi.detail],
  ] as const;
  const samples = ['ab', 'res_001', 'a'.repeat(41), 'a'.repeat(42), 'a', '1abc', 'Abc', 'ab-c', 'ab c', '', 'ab\n', '数据'];
  it.each(detailIds)('answers as the id of %s detail does', (_label, route) => {
    for (const id of samples) expect(isId(id), id).toBe(z.safeParse(route.query!, { id }).success);
  });
  it('refuses no id', () => expect(isId(undefined)).toBe(false));
});
