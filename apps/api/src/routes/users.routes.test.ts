import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type UserDetail, type UserListData, type UserState } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { ACCOUNTS, callApi, ANON, CONFLICT, FORBIDDEN, OK, sessionFor, submittedApplication, type Outcome, auditedActions } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

for (const target of openTestDatabases()) {
  describe(`issue 17 users (spec §7 /primary/user calls) on ${target.name}: the corporations of the platform, for staff`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    const call = <T = unknown>(method: 'GET' | 'POST', path: string, body: unknown, token: string | undefined) => callApi<T>(server, method, path, body, token);
    const userId = async (account: string) =>
      (await server.database.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

    it('issue 17 authorisation table: every /primary/user route × anonymous, corporation, reviewer, admin without the right, admin with it, disabled', async () => {
      await submittedApplication(server);
      const corpA = await userId(ACCOUNTS.corpA);
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const tokens: Record<string, string | undefined> = {
        anonymous: undefined,
        corporation: (await sessionFor(server, ACCOUNTS.corpB)).token,
        reviewer: (await sessionFor(server, ACCOUNTS.reviewer)).token,
        // admin.ops (终审员): an admin without the user rights.
        adminWithoutRight: (await sessionFor(server, 'admin.ops')).token,
        disabled: (await sessionFor(server, ACCOUNTS.disabled)).token,
        admin: admin.token,
      };
      type Row = [label: string, method: 'GET' | 'POST', path: string, body: () => unknown, expected: Record<string, Outcome>];
      const refused = { anonymous: ANON, corporation: FORBIDDEN, reviewer: FORBIDDEN, adminWithoutRight: FORBIDDEN, disabled: ANON };
      let version = 1;
      const rows: Row[] = [
        ['GET /primary/user/list', 'GET', '/primary/user/list', () => undefined, { ...refused, reviewer: OK, admin: OK }],
        // Staff open a corporation from an application; reviewers only one that applied in their domains.
        [
          'POST /primary/user/detail',
          'POST',
          '/primary/user/detail',
          () => ({ userId: corpA }),
          { ...refused, reviewer: OK, adminWithoutRight: OK, admin: OK },
        ],
        ['POST /primary/user/disable', 'POST', '/primary/user/disable', () => ({ userId: corpA, version, reason: '违规使用' }), { ...refused, admin: OK }],
        ['POST /primary/user/enable', 'POST', '/primary/user/enable', () => ({ userId: corpA, version }), { ...refused, admin: OK }],
      ];
      const covered = new Set(rows.map(([label]) => label));
      const userRoutes = [...Object.values(API.users), ...Object.values(API.workspace)].filter((route) => route.path.startsWith('/primary/user/'));
      expect(userRoutes.map((route) => `${route.method} ${route.path}`).filter((label) => !covered.has(label))).toEqual([]);
      for (const [label, method, path, body, expected] of rows) {
        for (const actor of ['anonymous', 'corporation', 'reviewer', 'adminWithoutRight', 'disabled', 'admin']) {
          const result = await call<UserState>(method, path, body(), tokens[actor]);
          expect(result.outcome, `${label} as ${actor}: ${result.msg}`).toEqual(expected[actor]);
          if (result.code === 0 && result.data && typeof result.data === 'object' && 'version' in result.data) version = result.data.version;
        }
      }
      const actions = await auditedActions(server, 'user.');
      expect(actions).toEqual([
        { action: 'user.disable', actor_account: 'admin' },
        { action: 'user.enable', actor_account: 'admin' },
      ]);
    });

    it('admins see every corporation with the credit code whole; a reviewer only those that applied in their domains, masked', async () => {
      await submittedApplication(server);
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const reviewer = await sessionFor(server, ACCOUNTS.reviewer);
      const other = await sessionFor(server, ACCOUNTS.otherReviewer);
      const list = async (token: string, query = '') => (await call<UserListData>('GET', `/primary/user/list?pageSize=100${query}`, undefined, token)).data;

      const all = await list(admin.token);
      const corporations = await server.database.db.selectFrom('users').select('id').where('user_type', '=', 'second').execute();
      expect(all.total).toBe(corporations.length);
      const jsdata = all.items.find((item) => item.account === ACCOUNTS.corpA)!;
      expect(jsdata.creditCode).toMatch(/^[0-9A-Z]{18}$/);
      expect(jsdata.applications).toMatchObject({ total: 1, inReview: 1 });
      expect(jsdata.maskedPhone).toMatch(/^\d{3}\*{4}\d{4}$/);

      const mine = await list(reviewer.token);
      expect(mine.items.map((item) => item.account)).toEqual([ACCOUNTS.corpA]);
      expect(mine.items[0]!.creditCode).toBe(`${jsdata.creditCode.slice(0, 4)}**********${jsdata.creditCode.slice(-4)}`);
      expect((await list(other.token)).items.map((item) => item.account)).not.toContain(ACCOUNTS.corpA);

      expect((await list(admin.token, '&keyword=数据集团')).items.map((item) => item.account)).toEqual([ACCOUNTS.corpA]);
      expect((await list(admin.token, `&keyword=${jsdata.creditCode.slice(2, 10)}`)).items.map((item) => item.account)).toEqual([ACCOUNTS.corpA]);
      expect((await list(admin.token, '&status=disabled')).items.map((item) => item.account)).toEqual([ACCOUNTS.disabled]);
    });

    it('the detail shows applications, call responses and sign-ins (those to admins only); disabling ends the user’s sessions at once', async () => {
      await submittedApplication(server);
      const corp = await server.signIn('sso', ACCOUNTS.corpA);
      const corpA = await userId(ACCOUNTS.corpA);
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const reviewer = await sessionFor(server, ACCOUNTS.reviewer);

      const asAdmin = (await call<UserDetail>('POST', '/primary/user/detail', { userId: corpA }, admin.token)).data;
      expect(asAdmin.applications).toEqual([expect.objectContaining({ domain: { id: 'dom_traffic', name: expect.any(String) }, status: 'first_review' })]);
      expect(asAdmin.signIns).toEqual([{ at: expect.any(String), ip: '127.0.0.1' }]);
      expect(asAdmin.state).toEqual({ enabled: true, disabledReason: '', version: 1 });
      expect(asAdmin.can).toEqual({ manage: true });
      expect(Array.isArray(asAdmin.callResponses)).toBe(true);
      const asReviewer = (await call<UserDetail>('POST', '/primary/user/detail', { userId: corpA }, reviewer.token)).data;
      expect(asReviewer.signIns).toEqual([]);
      expect(asReviewer.can).toEqual({ manage: false });

      expect((await call('GET', '/web/login/me', undefined, corp.token)).outcome).toEqual(OK);
      const disabled = await call<UserState>('POST', '/primary/user/disable', { userId: corpA, version: 1, reason: '冒用他人身份' }, admin.token);
      expect(disabled.data).toEqual({ userId: corpA, enabled: false, disabledReason: '冒用他人身份', version: 2 });
      expect((await call('GET', '/web/login/me', undefined, corp.token)).outcome).toEqual(ANON);
      // A stale version and a repeated disable change nothing.
      expect((await call('POST', '/primary/user/enable', { userId: corpA, version: 1 }, admin.token)).outcome).toEqual(CONFLICT);
      expect((await call('POST', '/primary/user/disable', { userId: corpA, version: 2, reason: '再次' }, admin.token)).outcome).toEqual(CONFLICT);
      const record = await server.database.db.selectFrom('audit_log').select(['summary']).where('action', '=', 'user.disable').executeTakeFirstOrThrow();
      expect(JSON.parse(record.summary)).toMatchObject({ reason: '冒用他人身份', sessionsEnded: 1 });
      // A staff account is no user here.
      expect((await call('POST', '/primary/user/disable', { userId: await userId('reviewer.traffic'), version: 1, reason: 'x' }, admin.token)).outcome).toEqual(
        [404, 4011],
      );
    });
  });
}
