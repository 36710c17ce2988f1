import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE } from '@portal/api-contract';
import { DEMO_ORGANISATIONS, DEMO_PASSWORDS } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

const corp = DEMO_ORGANISATIONS.find((org) => org.enabled)!;
const disabledCorp = DEMO_ORGANISATIONS.find((org) => !org.enabled)!;

for (const target of openTestDatabases()) {
  describe(`sign-in API on ${target.name}`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    const count = async (table: 'login_attempts' | 'sessions' | 'sms_sends') =>
      Number((await server.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    async function startSso(account = corp.account) {
      const { ticket, service } = await server.ssoTicket(account);
      return server.api('POST', '/web/login/primary', { loginType: 'sso', ticket, service, uuid: 'u-1' });
    }

    async function attemptFor(account: string, password: string) {
      const response = await server.api('POST', '/web/login/primary', { loginType: 'account', account, password, uuid: 'u-1' });
      return (response.json().data as { attemptId: string }).attemptId;
    }

    it('spec §4 §7 GET /web/login/uuid gives a fresh id', async () => {
      const response = await server.api('GET', '/web/login/uuid?t=1');
      expect(response.json()).toMatchObject({ code: 0, data: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    });

    it('corporation: CAS ticket → SMS code → session carrying the corporation', async () => {
      const primary = await startSso();
      expect(primary.json()).toMatchObject({ code: 0, data: { userType: 'second', maskedPhone: `${corp.phone.slice(0, 3)}****${corp.phone.slice(-4)}` } });
      const { attemptId } = primary.json().data;
      const sent = await server.api('POST', '/web/login/primary/msg-send', { attemptId });
      expect(sent.json()).toEqual({ code: 0, msg: 'ok', data: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
      const code = await server.lastCode(corp.phone);
      expect(code).toMatch(/^\d{6}$/);
      expect((await server.api('POST', '/web/login/primary/msg-check', { attemptId, code })).json()).toMatchObject({ code: 0, data: { passed: true } });
      const second = await server.api('POST', '/web/login/second', { attemptId });
      const state = second.json().data;
      expect(state).toMatchObject({ userType: 'second', corName: corp.name });
      expect(state.token.length).toBeGreaterThanOrEqual(40);
      expect(state.rights).not.toContain('');
      const me = await server.api('GET', '/web/login/me', undefined, state.token);
      expect(me.json()).toMatchObject({ code: 0, data: { corName: corp.name, userType: 'second' } });
      // Tokens are stored hashed only.
      const stored = await server.database.db.selectFrom('sessions').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(state.token);
    });

    it('a replayed ticket is rejected', async () => {
      const { ticket, service } = await server.ssoTicket(corp.account);
      const first = await server.api('POST', '/web/login/primary', { loginType: 'sso', ticket, service, uuid: 'u' });
      expect(first.json().code).toBe(0);
      const replay = await server.api('POST', '/web/login/primary', { loginType: 'sso', ticket, service, uuid: 'u' });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ code: 4000, msg: '登录票据无效或已使用，请重新登录' });
    });

    it('a ticket presented for another service is rejected', async () => {
      const { ticket } = await server.ssoTicket(corp.account);
      const otherQuery = await server.api('POST', '/web/login/primary', {
        loginType: 'sso',
        ticket,
        service: `http://${server.host}/login?preUrl=%2Fother`,
        uuid: 'u',
      });
      expect(otherQuery.json()).toMatchObject({ code: 4000 });
      const { ticket: second } = await server.ssoTicket(corp.account, 'http://evil.example/login');
      const otherHost = await server.api('POST', '/web/login/primary', { loginType: 'sso', ticket: second, service: 'http://evil.example/login', uuid: 'u' });
      expect(otherHost.json()).toMatchObject({ code: 4000, msg: expect.stringContaining('body.service') });
      expect(await count('login_attempts')).toBe(0);
    });

    it('spec §6 a natural person gets code 3166 (legal-person only)', async () => {
      const response = await startSso('person.zhangsan');
      expect(response.json()).toMatchObject({ code: 3166, data: null });
      expect(await count('login_attempts')).toBe(0);
    });

    it('issue 21 §10d an SSO corporation without a platform account gets HTTP 403, code 4031 and the message the login page shows beside the contact; nothing is written', async () => {
      const response = await startSso('corp.ycmarine');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: NO_PLATFORM_ACCOUNT_CODE, msg: NO_PLATFORM_ACCOUNT_MESSAGE, data: null });
      expect(NO_PLATFORM_ACCOUNT_CODE).toBe(4031);
      expect(await count('login_attempts')).toBe(0);
      expect(await count('sessions')).toBe(0);
    });

    it('a disabled corporation account cannot sign in', async () => {
      const response = await startSso(disabledCorp.account);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(4030);
    });

    it('staff: account + password → SMS → session; wrong password and unknown account look the same', async () => {
      const state = await server.signIn('account', 'admin', DEMO_PASSWORDS.admin);
      expect(state).toMatchObject({ userType: 'admin', corName: '' });
      const wrong = await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'admin', password: 'Wrong@2026', uuid: 'u' });
      const unknown = await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'nobody', password: 'Wrong@2026', uuid: 'u' });
      const corporation = await server.api('POST', '/web/login/primary', { loginType: 'account', account: corp.account, password: 'x', uuid: 'u' });
      for (const response of [wrong, unknown, corporation]) expect(response.json()).toEqual({ code: 4000, msg: '账号或密码错误', data: null });
    });

    it('five wrong codes kill the attempt; the right code then fails too (fail closed)', async () => {
      const attemptId = await attemptFor('admin', DEMO_PASSWORDS.admin);
      await server.api('POST', '/web/login/primary/msg-send', { attemptId });
      const code = await server.lastCode('13951700001');
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await server.api('POST', '/web/login/primary/msg-check', { attemptId, code: wrongCode });
        expect(response.json()).toMatchObject({ code: 4000, msg: `验证码错误，还可尝试${5 - attempt}次` });
      }
      const fifth = await server.api('POST', '/web/login/primary/msg-check', { attemptId, code: wrongCode });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toMatchObject({ code: 4290, msg: '验证码错误次数过多，请重新登录' });
      expect((await server.api('POST', '/web/login/primary/msg-check', { attemptId, code })).json().code).toBe(4290);
      expect((await server.api('POST', '/web/login/second', { attemptId })).json().code).toBe(4290);
      expect(await count('sessions')).toBe(0);
    });

    it('issue 12 §1: a burst of concurrent wrong codes spends at most the five tries; the right code then fails', async () => {
      const attemptId = await attemptFor('admin', DEMO_PASSWORDS.admin);
      await server.api('POST', '/web/login/primary/msg-send', { attemptId });
      const code = await server.lastCode('13951700001');
      const wrongCode = code === '000000' ? '111111' : '000000';
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => server.api('POST', '/web/login/primary/msg-check', { attemptId, code: wrongCode })),
      );
      const bodies = answers.map((answer) => answer.json() as { code: number; msg: string });
      // Four wrong codes are told how many tries are left, the fifth and every later one end the attempt.
      expect(bodies.filter((body) => body.code === 4000 && body.msg.startsWith('验证码错误，还可尝试'))).toHaveLength(4);
      expect(bodies.filter((body) => body.code === 4290)).toHaveLength(36);
      const row = await server.database.db.selectFrom('login_attempts').select(['wrong_tries', 'dead_at']).where('id', '=', attemptId).executeTakeFirstOrThrow();
      expect(row.wrong_tries).toBe(5);
      expect(row.dead_at).not.toBeNull();
      expect((await server.api('POST', '/web/login/primary/msg-check', { attemptId, code })).json().code).toBe(4290);
      expect((await server.api('POST', '/web/login/second', { attemptId })).json().code).toBe(4290);
      expect(await count('sessions')).toBe(0);
    });

    it('issue 12 §1: the right code among a burst of wrong ones passes only within the five tries', async () => {
      const attemptId = await attemptFor('admin', DEMO_PASSWORDS.admin);
      await server.api('POST', '/web/login/primary/msg-send', { attemptId });
      const code = await server.lastCode('13951700001');
      const wrongCode = code === '000000' ? '111111' : '000000';
      const guesses = [...Array.from({ length: 20 }, () => wrongCode), code];
      const answers = await Promise.all(guesses.map((guess) => server.api('POST', '/web/login/primary/msg-check', { attemptId, code: guess })));
      const passed = answers.filter((answer) => answer.json().code === 0).length;
      const row = await server.database.db.selectFrom('login_attempts').select(['wrong_tries', 'verified_at']).where('id', '=', attemptId).executeTakeFirstOrThrow();
      // Never more than five checks were compared, whichever order the burst arrived in.
      expect(row.wrong_tries).toBeLessThanOrEqual(5);
      expect(passed).toBe(row.verified_at === null ? 0 : 1);
      const second = await server.api('POST', '/web/login/second', { attemptId });
      expect(second.json().code).toBe(passed === 1 ? 0 : 4290);
      expect(await count('sessions')).toBe(passed);
    });

    it('no token without a passed code, and an attempt becomes a session only once', async () => {
      const attemptId = await attemptFor('admin', DEMO_PASSWORDS.admin);
      const early = await server.api('POST', '/web/login/second', { attemptId });
      expect(early.statusCode).toBe(403);
      await server.api('POST', '/web/login/primary/msg-send', { attemptId });
      const code = await server.lastCode('13951700001');
      await server.api('POST', '/web/login/primary/msg-check', { attemptId, code });
      expect((await server.api('POST', '/web/login/primary/msg-check', { attemptId, code })).json().code).toBe(4000);
      const [a, b] = await Promise.all([
        server.api('POST', '/web/login/second', { attemptId }),
        server.api('POST', '/web/login/second', { attemptId }),
      ]);
      expect([a.json().code, b.json().code].sort()).toEqual([0, 4000]);
      expect(await count('sessions')).toBe(1);
    });

    it('a code expires after 5 minutes; the attempt after 10', async () => {
      const attemptId = await attemptFor('admin', DEMO_PASSWORDS.admin);
      await server.api('POST', '/web/login/primary/msg-send', { attemptId });
      const code = await server.lastCode('13951700001');
      server.clock.now += 5 * 60_000;
      expect((await server.api('POST', '/web/login/primary/msg-check', { attemptId, code })).json()).toMatchObject({ msg: '验证码已失效，请重新获取' });
      server.clock.now += 5 * 60_000;
      expect((await server.api('POST', '/web/login/primary/msg-send', { attemptId })).json()).toMatchObject({ msg: '登录已超时，请重新登录' });
    });

    it('SMS sending is limited per phone: 1 a minute, 5 an hour, 10 a day', async () => {
      const attemptId = await attemptFor('admin', DEMO_PASSWORDS.admin);
      const send = () => server.api('POST', '/web/login/primary/msg-send', { attemptId });
      expect((await send()).json().code).toBe(0);
      const again = await send();
      expect(again.statusCode).toBe(429);
      expect(again.json().msg).toBe('验证码发送过于频繁，请1分钟后再试');
      for (let i = 2; i <= 5; i += 1) {
        server.clock.now += 61_000;
        expect((await send()).json().code).toBe(0);
      }
      server.clock.now += 61_000;
      expect((await send()).json().msg).toBe('验证码发送次数过多，请1小时后再试');
      expect(await count('sms_sends')).toBe(5);
    });

    it('sessions: idle expiry → 401 code 1000; logout revokes → 401 code 1001; no token → 401', async () => {
      const { token } = await server.signIn('account', 'reviewer.traffic', DEMO_PASSWORDS.reviewer);
      expect((await server.api('GET', '/web/login/me', undefined, token)).statusCode).toBe(200);
      server.clock.now += 29 * 60_000;
      expect((await server.api('GET', '/web/login/me', undefined, token)).statusCode).toBe(200);
      server.clock.now += 29 * 60_000;
      // Still alive: the previous call extended the idle window.
      expect((await server.api('GET', '/web/login/me', undefined, token)).statusCode).toBe(200);
      server.clock.now += 31 * 60_000;
      const expired = await server.api('GET', '/web/login/me', undefined, token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ code: 1000 });

      server.clock.now += 61_000;
      const fresh = await server.signIn('account', 'reviewer.traffic', DEMO_PASSWORDS.reviewer);
      const out = await server.api('GET', '/web/login/out?t=1', undefined, fresh.token);
      expect(out.json().data).toBe(`http://${server.host}/cas/logout?service=${encodeURIComponent(`http://${server.host}/home`)}`);
      const revoked = await server.api('GET', '/web/login/me', undefined, fresh.token);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toMatchObject({ code: 1001 });
      expect((await server.api('GET', '/web/login/me')).json()).toMatchObject({ code: 1001 });
    });

    it('an absolute expiry of 12 hours ends even an active session', async () => {
      const { token } = await server.signIn('account', 'admin', DEMO_PASSWORDS.admin);
      // Active every 20 minutes, so the 30-minute idle expiry never strikes…
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        server.clock.now += 20 * 60_000;
        expect((await server.api('GET', '/web/login/me', undefined, token)).statusCode, `after ${minutes} min`).toBe(200);
      }
      // …until 12 hours after sign-in.
      server.clock.now += 20 * 60_000;
      expect((await server.api('GET', '/web/login/me', undefined, token)).json().code).toBe(1000);
    });

    it('modify-password: staff only, old password checked, rule enforced, other sessions end', async () => {
      const first = await server.signIn('account', 'reviewer.health', DEMO_PASSWORDS.reviewer);
      server.clock.now += 61_000; // one SMS a minute per phone
      const other = await server.signIn('account', 'reviewer.health', DEMO_PASSWORDS.reviewer);
      const weak = await server.api('POST', '/primary/home/modify-password', { oldPassword: DEMO_PASSWORDS.reviewer, newPassword: 'abc' }, first.token);
      expect(weak.json()).toMatchObject({ code: 4000, msg: expect.stringContaining('body.newPassword') });
      const wrongOld = await server.api('POST', '/primary/home/modify-password', { oldPassword: 'Nope@2026', newPassword: 'Better#2026x' }, first.token);
      expect(wrongOld.json()).toMatchObject({ code: 4000, msg: '原密码不正确' });
      const changed = await server.api('POST', '/primary/home/modify-password', { oldPassword: DEMO_PASSWORDS.reviewer, newPassword: 'Better#2026x' }, first.token);
      expect(changed.json()).toEqual({ code: 0, msg: 'ok', data: null });
      expect((await server.api('GET', '/web/login/me', undefined, first.token)).statusCode).toBe(200);
      expect((await server.api('GET', '/web/login/me', undefined, other.token)).json().code).toBe(1001);
      const oldLogin = await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'reviewer.health', password: DEMO_PASSWORDS.reviewer, uuid: 'u' });
      expect(oldLogin.json().msg).toBe('账号或密码错误');
      expect((await attemptFor('reviewer.health', 'Better#2026x')).length).toBeGreaterThan(16);
      const corporation = await server.signIn('sso', corp.account);
      const forbidden = await server.api('POST', '/primary/home/modify-password', { oldPassword: 'x', newPassword: 'Better#2026x' }, corporation.token);
      expect(forbidden.statusCode).toBe(403);
    });

    it('GET /web/login/register gives the provider register address', async () => {
      expect((await server.api('GET', '/web/login/register?t=1')).json()).toMatchObject({ code: 0, data: `http://${server.host}/cas/register` });
    });

    it.each([
      ['a missing field', '/web/login/primary', { loginType: 'account', account: 'admin', uuid: 'u' }, 'body.password'],
      ['a wrong type', '/web/login/primary', { loginType: 'account', account: 'admin', password: 123, uuid: 'u' }, 'body.password'],
      ['an unknown field', '/web/login/primary', { loginType: 'account', account: 'admin', password: 'x', uuid: 'u', role: 'admin' }, '不支持的字段 role'],
      ['an unknown login type', '/web/login/primary', { loginType: 'qr', uuid: 'u' }, 'body.loginType'],
      ['a non-numeric code', '/web/login/primary/msg-check', { attemptId: 'a'.repeat(20), code: '12ab56' }, 'body.code'],
      ['a short attempt id', '/web/login/primary/msg-send', { attemptId: 'x' }, 'body.attemptId'],
      ['a bad ticket', '/web/login/primary', { loginType: 'sso', ticket: 'TGT-1', service: 'http://x/login', uuid: 'u' }, 'body.ticket'],
    ])('refuses %s with a clear envelope error and changes nothing', async (_label, path, body, field) => {
      const response = await server.api('POST', path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining(field) });
      expect(await count('login_attempts')).toBe(0);
    });

    it('refuses malformed JSON and an oversize body with envelopes', async () => {
      const broken = await server.api('POST', '/web/login/primary', '{"loginType":');
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ code: 4000 });
      const huge = await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'admin', password: 'x'.repeat(1_100_000), uuid: 'u' });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ code: 4130, data: null });
      expect(await count('login_attempts')).toBe(0);
    });
  });
}

describe('sign-in rate limit', () => {
  it('limits sign-in calls per client address', async () => {
    const [sqlite] = openTestDatabases();
    const server = await startPortalServer(sqlite!, { loginRatePerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'admin', password: 'x', uuid: 'u' })).statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await server.close();
    }
  });
});
