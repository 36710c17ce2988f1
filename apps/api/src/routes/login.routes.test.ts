import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_PLATFORM_ACCOUNT_CODE, NO_PLATFORM_ACCOUNT_MESSAGE } from '@portal/api-contract';
import { randomBytes, scryptSync } from 'node:crypto';
import { verifyPassword } from '@portal/server-db';
import { DEMO_ORGANISATIONS, DEMO_PASSWORDS } from '@portal/server-demo-data';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { MODIFY_PASSWORD_PER_MINUTE } from './login.routes';
import { PASSWORD_BACKOFF } from '@portal/server-identity';
import { verifyAuditChain } from '@portal/server-audit';

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
      Number(
        (
          await server.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

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
      // A CAS server that issued a ticket for another site (the dev provider no longer does, §8).
      const second = await plantTicket('http://evil.example/login');
      const otherHost = await server.api('POST', '/web/login/primary', { loginType: 'sso', ticket: second, service: 'http://evil.example/login', uuid: 'u' });
      expect(otherHost.json()).toMatchObject({ code: 4000, msg: expect.stringContaining('body.service') });
      expect(await count('login_attempts')).toBe(0);
    });

    /** A valid dev CAS ticket for the corporation, bound to any service (as another CAS server might issue). */
    async function plantTicket(service: string) {
      const identity = await server.database.db.selectFrom('dev_sso_identities').select('id').where('account', '=', corp.account).executeTakeFirstOrThrow();
      const ticket = `ST-planted-${Math.random().toString(36).slice(2)}${'x'.repeat(24)}`;
      await server.database.db
        .insertInto('dev_cas_tickets')
        .values({ ticket, identity_id: identity.id, service, created_at: server.clock.now, expires_at: server.clock.now + 60_000, used_at: null })
        .execute();
      return ticket;
    }

    it('issue 12 §3: a ticket for evil.example is refused even when the request says Host: evil.example (421, nothing written)', async () => {
      const ticket = await plantTicket('http://evil.example/login');
      const spoofed = await server.app.inject({
        method: 'POST',
        url: '/alpha-portal/api/v1/web/login/primary',
        headers: { host: 'evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ loginType: 'sso', ticket, service: 'http://evil.example/login', uuid: 'u' }),
      });
      expect(spoofed.statusCode).toBe(421);
      expect(spoofed.json()).toEqual({ code: 4210, msg: '站点地址无效，请通过平台的正式地址访问', data: null });
      expect(await count('login_attempts')).toBe(0);
      // The ticket was not even presented to the provider: it still signs in for its own service's site only.
      const used = await server.database.db.selectFrom('dev_cas_tickets').select('used_at').where('ticket', '=', ticket).executeTakeFirstOrThrow();
      expect(used.used_at).toBeNull();
    });

    it('issue 12 §3: the logout and register addresses come from the configured site origin, whatever the Host', async () => {
      for (const host of ['evil.example', 'localhost:99999', `127.0.0.1:${server.host.split(':')[1]}`]) {
        for (const path of ['/web/login/logout?t=1', '/web/login/register?t=1']) {
          const response = await server.app.inject({ method: 'GET', url: `/alpha-portal/api/v1${path}`, headers: { host } });
          expect(response.statusCode, `${host} ${path}`).toBe(421);
          expect(response.body).not.toContain(host);
        }
      }
      const city = await server.app.inject({ method: 'GET', url: '/alpha-portal/api/v1/web/login/register?t=1', headers: { host: `nj.${server.host}` } });
      expect(city.json()).toMatchObject({ code: 0, data: `http://nj.${server.host}/cas/register` });
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

    it('issue 17: sign-in successes and refusals are in the audit log, with account and address, never a password or a code', async () => {
      const { db } = server.database;
      const wrong = await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'admin', password: 'Wrong#Pass1', uuid: 'u' });
      expect(wrong.json().code).toBe(4000);
      const attemptId = await attemptFor('admin', DEMO_PASSWORDS.admin);
      await server.api('POST', '/web/login/primary/msg-send', { attemptId });
      const code = await server.lastCode('13951700001');
      const wrongCode = code === '000000' ? '111111' : '000000';
      expect((await server.api('POST', '/web/login/primary/msg-check', { attemptId, code: wrongCode })).json().code).toBe(4000);
      expect((await server.api('POST', '/web/login/primary/msg-check', { attemptId, code })).json().code).toBe(0);
      const state = (await server.api('POST', '/web/login/second', { attemptId })).json().data as { token: string };
      expect(state.token).toBeTruthy();

      const records = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
      expect(records.map((record) => [record.action, record.result, record.actor_account, record.actor_role])).toEqual([
        ['login.password.refused', 'failed', 'admin', 'anonymous'],
        ['login.code.refused', 'failed', '(短信验证)', 'anonymous'],
        ['login.success', 'ok', 'admin', 'admin'],
      ]);
      expect(records.every((record) => record.ip === '127.0.0.1')).toBe(true);
      const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
      expect(records[2]).toMatchObject({ actor_id: admin.id, target_type: 'account', target_id: admin.id, summary: '{"loginType":"account"}' });
      expect(JSON.parse(records[0]!.summary)).toEqual({ errorCode: 4000, reason: '账号或密码错误' });
      // Hashes left out: a 6-digit code could appear in hex by chance.
      const text = JSON.stringify(records.map((record) => ({ ...record, hash: '', prev_hash: '' })));
      for (const secret of ['Wrong#Pass1', DEMO_PASSWORDS.admin, code, wrongCode, state.token]) expect(text).not.toContain(secret);
      expect(await verifyAuditChain(db)).toEqual({ ok: true, records: 3 });
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
      const answers = await Promise.all(Array.from({ length: 40 }, () => server.api('POST', '/web/login/primary/msg-check', { attemptId, code: wrongCode })));
      const bodies = answers.map((answer) => answer.json() as { code: number; msg: string });
      // Four wrong codes are told how many tries are left, the fifth and every later one end the attempt.
      expect(bodies.filter((body) => body.code === 4000 && body.msg.startsWith('验证码错误，还可尝试'))).toHaveLength(4);
      expect(bodies.filter((body) => body.code === 4290)).toHaveLength(36);
      const row = await server.database.db
        .selectFrom('login_attempts')
        .select(['wrong_tries', 'dead_at'])
        .where('id', '=', attemptId)
        .executeTakeFirstOrThrow();
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
      const row = await server.database.db
        .selectFrom('login_attempts')
        .select(['wrong_tries', 'verified_at'])
        .where('id', '=', attemptId)
        .executeTakeFirstOrThrow();
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
      const [a, b] = await Promise.all([server.api('POST', '/web/login/second', { attemptId }), server.api('POST', '/web/login/second', { attemptId })]);
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
      const changed = await server.api(
        'POST',
        '/primary/home/modify-password',
        { oldPassword: DEMO_PASSWORDS.reviewer, newPassword: 'Better#2026x' },
        first.token,
      );
      expect(changed.json()).toEqual({ code: 0, msg: 'ok', data: null });
      expect((await server.api('GET', '/web/login/me', undefined, first.token)).statusCode).toBe(200);
      expect((await server.api('GET', '/web/login/me', undefined, other.token)).json().code).toBe(1001);
      const oldLogin = await server.api('POST', '/web/login/primary', {
        loginType: 'account',
        account: 'reviewer.health',
        password: DEMO_PASSWORDS.reviewer,
        uuid: 'u',
      });
      expect(oldLogin.json().msg).toBe('账号或密码错误');
      expect((await attemptFor('reviewer.health', 'Better#2026x')).length).toBeGreaterThan(16);
      const corporation = await server.signIn('sso', corp.account);
      const forbidden = await server.api('POST', '/primary/home/modify-password', { oldPassword: 'x', newPassword: 'Better#2026x' }, corporation.token);
      expect(forbidden.statusCode).toBe(403);
    });

    it('issue 12 §12: modify-password allows five tries a minute per session, then 429 in the envelope, changing nothing', async () => {
      const reviewer = await server.signIn('account', 'reviewer.health', DEMO_PASSWORDS.reviewer);
      const tryOld = (oldPassword: string) => server.api('POST', '/primary/home/modify-password', { oldPassword, newPassword: 'Better#2026x' }, reviewer.token);
      for (let attempt = 1; attempt <= MODIFY_PASSWORD_PER_MINUTE; attempt += 1) {
        expect((await tryOld(`Guess@${attempt}x`)).json(), `try ${attempt}`).toMatchObject({ code: 4000, msg: '原密码不正确' });
      }
      const limited = await tryOld('Guess@6x');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 4290, msg: '请求过于频繁，请稍后再试', data: null });
      // Even the right old password waits out the minute: nothing is changed.
      expect((await tryOld(DEMO_PASSWORDS.reviewer)).statusCode).toBe(429);
      expect((await attemptFor('reviewer.health', DEMO_PASSWORDS.reviewer)).length).toBeGreaterThan(16);
    });

    it('issue 12 §7: five wrong passwords lock the account name, with the time left; the right password waits too, then works', async () => {
      const tryPassword = (password: string, account = 'reviewer.health') =>
        server.api('POST', '/web/login/primary', { loginType: 'account', account, password, uuid: 'u' });
      for (let attempt = 1; attempt <= PASSWORD_BACKOFF.freeTries; attempt += 1) {
        expect((await tryPassword(`Wrong@${attempt}x`)).json(), `try ${attempt}`).toMatchObject({ code: 4000, msg: '账号或密码错误' });
      }
      const locked = await tryPassword(DEMO_PASSWORDS.reviewer);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ code: 4290, msg: '密码错误次数过多，该账号已暂时锁定，请1分钟后再试', data: null });
      // The name as typed in another form is the same account; another account is not affected.
      expect((await tryPassword(DEMO_PASSWORDS.reviewer, ' Reviewer.Health ')).statusCode).toBe(429);
      expect((await tryPassword(DEMO_PASSWORDS.reviewer, 'reviewer.traffic')).json()).toMatchObject({ code: 0 });
      expect(await count('login_attempts')).toBe(1);
      // After the minute one more try is allowed; a wrong one locks for 2 minutes.
      server.clock.now += 60_000;
      expect((await tryPassword('Wrong@6x')).json()).toMatchObject({ code: 4000 });
      expect((await tryPassword(DEMO_PASSWORDS.reviewer)).json()).toMatchObject({ code: 4290, msg: expect.stringContaining('请2分钟后再试') });
      server.clock.now += 120_000;
      expect((await tryPassword(DEMO_PASSWORDS.reviewer)).json()).toMatchObject({ code: 0 });
      // The success cleared the count: five free tries again.
      expect((await tryPassword('Wrong@7x')).json()).toMatchObject({ code: 4000, msg: '账号或密码错误' });
    });

    it('issue 12 §7: an unknown account name locks the same way (a lockout tells nothing about which names exist)', async () => {
      for (let attempt = 1; attempt <= PASSWORD_BACKOFF.freeTries; attempt += 1) {
        await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'no.such.person', password: `Wrong@${attempt}x`, uuid: 'u' });
      }
      const locked = await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'no.such.person', password: 'Wrong@9x', uuid: 'u' });
      expect(locked.json()).toEqual({ code: 4290, msg: '密码错误次数过多，该账号已暂时锁定，请1分钟后再试', data: null });
    });

    it('issue 12 §7: a burst of concurrent wrong passwords gets five checked at most', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          server.api('POST', '/web/login/primary', { loginType: 'account', account: 'reviewer.traffic', password: `Burst@${index}x`, uuid: 'u' }),
        ),
      );
      const checked = answers.filter((answer) => answer.json().msg === '账号或密码错误').length;
      expect(checked).toBeLessThanOrEqual(PASSWORD_BACKOFF.freeTries);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(30 - checked);
    });

    it('ASVS 11.2.2: a password hash made with weaker parameters is upgraded at the next sign-in', async () => {
      const salt = randomBytes(16);
      const weak = [
        'scrypt',
        1024,
        8,
        1,
        salt.toString('base64'),
        scryptSync(DEMO_PASSWORDS.reviewer, salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64'),
      ].join('$');
      await server.database.db.updateTable('users').set({ password_hash: weak }).where('account', '=', 'reviewer.health').execute();
      expect((await attemptFor('reviewer.health', DEMO_PASSWORDS.reviewer)).length).toBeGreaterThan(16);
      const stored = await server.database.db.selectFrom('users').select('password_hash').where('account', '=', 'reviewer.health').executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(DEMO_PASSWORDS.reviewer, stored.password_hash)).toBe(true);
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

for (const target of openTestDatabases()) {
  describe(`issue 12 §7: X-Forwarded-For only from configured proxies, on ${target.name}`, () => {
    let server: PortalServer;
    afterEach(async () => {
      await server.close();
    });

    /** A sign-in call that fails validation (nothing written) from a client, through a hop. */
    const call = (forwardedFor: string, remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: '/alpha-portal/api/v1/web/login/primary',
        remoteAddress,
        headers: { host: server.host, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: '{}',
      });

    it('behind the configured proxy each client has its own per-address limit', async () => {
      server = await startPortalServer(target, { loginRatePerMinute: 2, trustProxy: ['10.0.0.5'] });
      expect((await call('203.0.113.1', '10.0.0.5')).statusCode).toBe(400);
      expect((await call('203.0.113.1', '10.0.0.5')).statusCode).toBe(400);
      expect((await call('203.0.113.1', '10.0.0.5')).statusCode).toBe(429);
      expect((await call('203.0.113.2', '10.0.0.5')).statusCode).toBe(400);
    });

    it('from anywhere else the header is ignored: a client cannot pick the address it is counted as', async () => {
      server = await startPortalServer(target, { loginRatePerMinute: 2, trustProxy: ['10.0.0.5'] });
      expect((await call('203.0.113.1', '198.51.100.7')).statusCode).toBe(400);
      expect((await call('203.0.113.2', '198.51.100.7')).statusCode).toBe(400);
      expect((await call('203.0.113.3', '198.51.100.7')).statusCode).toBe(429);
    });
  });
}
