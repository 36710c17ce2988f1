import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, PASSWORD_CHANGE_REQUIRED_CODE, type AdminDetail, type RoleView, type TemporaryPasswordData } from '@portal/api-contract';
import { verifyAuditChain } from '@portal/server-audit';
import { openTestDatabases } from '@portal/server-db/testing';
import { ACCOUNTS, callApi, ANON, BAD, CONFLICT, FORBIDDEN, OK, sessionFor, type Outcome } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

/** The traffic domain's first review role and client: what an administrator gives a new reviewer. */
const REVIEWER_FIELDS = {
  name: '钱审核',
  phone: '13951799001',
  userType: 'user',
  roleIds: ['role_first_reviewer'],
  clientIds: ['workspace'],
  domainIds: ['dom_traffic'],
} as const;

for (const target of openTestDatabases()) {
  describe(`issue 17 administration (spec §6 roles, §7 /primary/admin calls) on ${target.name}: staff accounts, roles and clients`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    const call = <T = unknown>(method: 'GET' | 'POST', path: string, body: unknown, token: string | undefined) => callApi<T>(server, method, path, body, token);
    const records = () => server.database.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    const detail = async (id: string, token: string) => (await call<AdminDetail>('GET', `/primary/admin/detail?id=${id}`, undefined, token)).data;

    /** A new reviewer account made through the API by the demo admin; its id, account and temporary password. */
    async function newReviewer(adminToken: string, account = 'reviewer.qian') {
      const created = await call<TemporaryPasswordData>('POST', '/primary/admin/new', { account, ...REVIEWER_FIELDS }, adminToken);
      expect(created.outcome, created.msg).toEqual(OK);
      return created.data;
    }

    /** Signs in through the real two steps (password, SMS code from the dev outbox); the AuthState or the refusal. */
    async function signIn(account: string, password: string) {
      const primary = await call<{ attemptId: string }>('POST', '/web/login/primary', { loginType: 'account', account, password, uuid: 'u-admin' }, undefined);
      if (primary.code !== 0) return { refused: primary };
      const { attemptId } = primary.data;
      const { phone } = await server.database.db.selectFrom('users').select('phone').where('account', '=', account).executeTakeFirstOrThrow();
      await call('POST', '/web/login/primary/msg-send', { attemptId }, undefined);
      await call('POST', '/web/login/primary/msg-check', { attemptId, code: await server.lastCode(phone) }, undefined);
      const second = await call<{ token: string; rights: string[]; mustChangePassword?: boolean }>('POST', '/web/login/second', { attemptId }, undefined);
      expect(second.outcome).toEqual(OK);
      return { state: second.data };
    }

    it('issue 17 authorisation table: every /primary/admin route × anonymous, corporation, reviewer, admin without the right, admin with it, disabled', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      // A disabled administrator that held the right: disabled through the API, so its session is the one that ended.
      const formerAdmin = await call<TemporaryPasswordData>(
        'POST',
        '/primary/admin/new',
        {
          account: 'admin.former',
          name: '前管理员',
          phone: '13951799002',
          userType: 'admin',
          roleIds: ['role_platform_admin'],
          clientIds: ['workspace', 'console'],
          domainIds: [],
        },
        admin.token,
      );
      const former = await sessionFor(server, 'admin.former');
      expect((await call('POST', '/primary/admin/disable', { id: formerAdmin.data.id, version: 1, reason: '离职' }, admin.token)).outcome).toEqual(OK);
      const tokens: Record<string, string | undefined> = {
        anonymous: undefined,
        corporation: (await sessionFor(server, ACCOUNTS.corpA)).token,
        reviewer: (await sessionFor(server, ACCOUNTS.reviewer)).token,
        // admin.ops: an admin whose role (终审员) has no admin-management right.
        adminWithoutRight: (await sessionFor(server, 'admin.ops')).token,
        disabled: former.token,
        admin: admin.token,
      };
      const subject = await newReviewer(admin.token);
      const refusedFor: Record<string, Outcome> = {
        anonymous: ANON,
        corporation: FORBIDDEN,
        reviewer: FORBIDDEN,
        adminWithoutRight: FORBIDDEN,
        disabled: ANON,
      };
      // The admin goes last in each row: the others change nothing, so the versions below hold.
      const rows: [label: string, method: 'GET' | 'POST', path: string, body: unknown][] = [
        ['GET /primary/admin/list', 'GET', '/primary/admin/list', undefined],
        ['GET /primary/admin/detail', 'GET', `/primary/admin/detail?id=${subject.id}`, undefined],
        ['POST /primary/admin/new', 'POST', '/primary/admin/new', { account: 'reviewer.table', ...REVIEWER_FIELDS }],
        ['POST /primary/admin/update', 'POST', '/primary/admin/update', { id: subject.id, version: 1, ...REVIEWER_FIELDS, name: '钱审核员' }],
        ['POST /primary/admin/reset-password', 'POST', '/primary/admin/reset-password', { id: subject.id, version: 2 }],
        ['POST /primary/admin/disable', 'POST', '/primary/admin/disable', { id: subject.id, version: 3, reason: '调岗' }],
        ['POST /primary/admin/enable', 'POST', '/primary/admin/enable', { id: subject.id, version: 4 }],
        ['POST /primary/admin/client-list', 'POST', '/primary/admin/client-list', {}],
        ['POST /primary/admin/role-list', 'POST', '/primary/admin/role-list', {}],
        ['POST /primary/admin/role-save', 'POST', '/primary/admin/role-save', { name: '数据分析员', description: '运营分析', rights: ['analytics:view'] }],
      ];
      const covered = new Set(rows.map(([label]) => label));
      expect(
        Object.values(API.administration)
          .map((route) => `${route.method} ${route.path}`)
          .filter((label) => !covered.has(label)),
      ).toEqual([]);
      for (const [label, method, path, body] of rows) {
        for (const [actor, refused] of Object.entries(refusedFor)) {
          expect((await call(method, path, body, tokens[actor])).outcome, `${label} as ${actor}`).toEqual(refused);
        }
        const allowed = await call(method, path, body, tokens['admin']);
        expect(allowed.outcome, `${label} as admin: ${allowed.msg}`).toEqual(OK);
      }
      // Nobody but the admin changed anything: the log holds exactly the admin's actions, in order.
      expect(
        (await records()).filter((row) => row.action.startsWith('admin.') || row.action.startsWith('role.')).map((row) => [row.action, row.actor_account]),
      ).toEqual([
        ['admin.create', 'admin'],
        ['admin.disable', 'admin'],
        ['admin.create', 'admin'],
        ['admin.create', 'admin'],
        ['admin.update', 'admin'],
        ['admin.reset-password', 'admin'],
        ['admin.disable', 'admin'],
        ['admin.enable', 'admin'],
        ['role.create', 'admin'],
      ]);
    });

    it('a new account signs in with its temporary password, must change it first (policy on the server), then works', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const created = await newReviewer(admin.token);
      expect(created.temporaryPassword).toMatch(/^[A-Za-z0-9@#%*+=?]{12}$/);
      // The temporary password is stored hashed only, and shown once: the detail never carries it.
      expect(JSON.stringify(await detail(created.id, admin.token))).not.toContain(created.temporaryPassword);

      const { state } = await signIn('reviewer.qian', created.temporaryPassword);
      expect(state).toMatchObject({ mustChangePassword: true, rights: ['workspace:home', 'domain:view', 'domain:first-review', 'data-use:first-review'] });
      const token = state!.token;
      // Everything but who-am-I and the change itself is refused until then.
      const queue = await call('GET', '/primary/domain/review/list?stage=first', undefined, token);
      expect([queue.status, queue.code, queue.msg]).toEqual([403, PASSWORD_CHANGE_REQUIRED_CODE, '请先修改初始密码后再继续操作']);
      expect((await call('GET', '/web/login/me', undefined, token)).data).toMatchObject({ mustChangePassword: true });

      // Password changes are limited per session and minute: after the first, each change uses a session of its own.
      const change = async (newPassword: string, oldPassword = created.temporaryPassword, session = token) =>
        call('POST', '/primary/home/modify-password', { oldPassword, newPassword }, session);
      const changeAnew = async (newPassword: string, oldPassword: string) =>
        change(newPassword, oldPassword, (await sessionFor(server, 'reviewer.qian')).token);
      expect(await change('Reviewer.Qian#2026')).toMatchObject({ status: 400, msg: '密码不能包含账号名' });
      expect(await change('short1A')).toMatchObject({ status: 400, msg: expect.stringContaining('密码长度为8-32位') });
      expect(await change('alllowercase1')).toMatchObject({ status: 400, msg: expect.stringContaining('至少三种') });
      expect((await change('Traffic#2026')).outcome).toEqual(OK);
      expect((await call('GET', '/primary/domain/review/list?stage=first', undefined, token)).outcome).toEqual(OK);
      expect((await call('GET', '/web/login/me', undefined, token)).data).not.toHaveProperty('mustChangePassword');

      // Not one of the last 5: the temporary one and each password since come back refused.
      const history = ['Traffic#2026', 'Traffic#2027', 'Traffic#2028', 'Traffic#2029', 'Traffic#2030'];
      for (let index = 1; index < history.length; index += 1) expect((await changeAnew(history[index]!, history[index - 1]!)).outcome).toEqual(OK);
      expect(await changeAnew('Traffic#2026', 'Traffic#2030')).toMatchObject({ status: 400, msg: '新密码不能与最近5次使用过的密码相同' });
      expect((await changeAnew('Traffic#2031', 'Traffic#2030')).outcome).toEqual(OK);
      // Now six passwords on, the first is out of the last 5.
      expect((await changeAnew('Traffic#2026', 'Traffic#2031')).outcome).toEqual(OK);
      expect(await server.database.db.selectFrom('password_history').select('seq').where('user_id', '=', created.id).execute()).toHaveLength(5);

      const actions = (await records()).filter((row) => row.target_id === created.id).map((row) => row.action);
      expect(actions.slice(0, 4)).toEqual(['admin.create', 'login.success', 'account.password.first-change', 'account.password.change']);
      expect((await records()).map((row) => row.summary).join('\n')).not.toContain(created.temporaryPassword);
      expect(await verifyAuditChain(server.database.db)).toMatchObject({ ok: true });
    });

    it('disabling an account ends its sessions at once: its next call gets HTTP 401; enabling lets it sign in again', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const created = await newReviewer(admin.token);
      const reviewer = await sessionFor(server, 'reviewer.qian');
      await server.database.db.updateTable('users').set({ must_change_password: 0 }).where('id', '=', created.id).execute();
      expect((await call('GET', '/primary/domain/review/list?stage=first', undefined, reviewer.token)).outcome).toEqual(OK);

      const disabled = await call<AdminDetail>('POST', '/primary/admin/disable', { id: created.id, version: 1, reason: '岗位调整' }, admin.token);
      expect(disabled.data).toMatchObject({ enabled: false, disabledReason: '岗位调整', version: 2 });
      expect((await call('GET', '/primary/domain/review/list?stage=first', undefined, reviewer.token)).outcome).toEqual(ANON);
      expect((await signIn('reviewer.qian', created.temporaryPassword)).refused).toMatchObject({ status: 403, msg: '账号已被停用，请联系平台管理员' });

      expect((await call('POST', '/primary/admin/enable', { id: created.id, version: 2 }, admin.token)).data).toMatchObject({
        enabled: true,
        disabledReason: '',
      });
      // The old session stays ended; a new sign-in works.
      expect((await call('GET', '/primary/domain/review/list?stage=first', undefined, reviewer.token)).outcome).toEqual(ANON);
      expect((await signIn('reviewer.qian', created.temporaryPassword)).state).toMatchObject({
        userType: 'user',
        rights: expect.arrayContaining(['domain:first-review']),
      });
    });

    it('refuses a reason holding a NUL character (400) and changes nothing (the fuzzer found PostgreSQL failing on it)', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const created = await newReviewer(admin.token);
      const refused = await call('POST', '/primary/admin/disable', { id: created.id, version: 1, reason: 'a\u0000b' }, admin.token);
      expect(refused.outcome).toEqual(BAD);
      const row = await server.database.db.selectFrom('users').select(['enabled', 'version']).where('id', '=', created.id).executeTakeFirstOrThrow();
      expect([Number(row.enabled), Number(row.version)]).toEqual([1, 1]);
    });

    it('a password reset ends the account’s sessions and hands out a new temporary password that must be changed', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const created = await newReviewer(admin.token);
      const session = await sessionFor(server, 'reviewer.qian');
      const reset = await call<TemporaryPasswordData>('POST', '/primary/admin/reset-password', { id: created.id, version: 1 }, admin.token);
      expect(reset.data).toMatchObject({ id: created.id, account: 'reviewer.qian', version: 2 });
      expect(reset.data.temporaryPassword).not.toBe(created.temporaryPassword);
      expect((await call('GET', '/web/login/me', undefined, session.token)).outcome).toEqual(ANON);
      expect((await signIn('reviewer.qian', created.temporaryPassword)).refused).toMatchObject({ status: 400, msg: '账号或密码错误' });
      expect((await signIn('reviewer.qian', reset.data.temporaryPassword)).state).toMatchObject({ mustChangePassword: true });
      const row = (await records()).find((record) => record.action === 'admin.reset-password');
      expect(JSON.parse(row!.summary)).toEqual({ account: 'reviewer.qian', sessionsEnded: 1 });
    });

    it('guards: no one disables or demotes themselves; the last holder of the admin-management right keeps it', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const self = await detail(admin.userId, admin.token);
      const own = { id: admin.userId, version: self.version, name: self.name, phone: self.phone, userType: 'admin', clientIds: self.clients, domainIds: [] };
      expect(await call('POST', '/primary/admin/disable', { id: admin.userId, version: self.version, reason: '测试' }, admin.token)).toMatchObject({
        outcome: CONFLICT,
        msg: '不能停用自己的账号，请由其他管理员操作',
      });
      expect(await call('POST', '/primary/admin/update', { ...own, roleIds: ['role_final_reviewer'] }, admin.token)).toMatchObject({
        outcome: CONFLICT,
        msg: '不能降低自己的账号，请由其他管理员操作',
      });
      expect(await call('POST', '/primary/admin/update', { ...own, roleIds: ['role_platform_admin'], clientIds: ['workspace'] }, admin.token)).toMatchObject({
        outcome: CONFLICT,
      });
      // admin is the only enabled holder: taking the right out of its role is refused as well.
      const roles = (await call<RoleView[]>('POST', '/primary/admin/role-list', {}, admin.token)).data;
      const platform = roles.find((role) => role.id === 'role_platform_admin')!;
      expect(platform.holders).toBe(1);
      expect(
        await call(
          'POST',
          '/primary/admin/role-save',
          { id: platform.id, version: platform.version, name: platform.name, description: platform.description, rights: ['workspace:home'] },
          admin.token,
        ),
      ).toMatchObject({ outcome: CONFLICT, msg: expect.stringContaining('至少需要保留一名') });
      // Nothing changed.
      expect(await detail(admin.userId, admin.token)).toMatchObject({ version: self.version, rights: self.rights, enabled: true });
      expect((await records()).filter((row) => row.action.startsWith('admin.') || row.action.startsWith('role.'))).toEqual([]);

      // With a second administrator, the first may be demoted by the second.
      const second = await call<TemporaryPasswordData>(
        'POST',
        '/primary/admin/new',
        {
          account: 'admin.second',
          name: '第二管理员',
          phone: '13951799003',
          userType: 'admin',
          roleIds: ['role_platform_admin'],
          clientIds: ['workspace', 'console'],
          domainIds: [],
        },
        admin.token,
      );
      await server.database.db.updateTable('users').set({ must_change_password: 0 }).where('id', '=', second.data.id).execute();
      const secondSession = await sessionFor(server, 'admin.second');
      expect((await call('POST', '/primary/admin/update', { ...own, roleIds: ['role_final_reviewer'] }, secondSession.token)).outcome).toEqual(OK);
      expect((await call('GET', '/primary/admin/list', undefined, admin.token)).outcome).toEqual(FORBIDDEN);
    });

    it('a role change takes effect on its holders’ next call; a client taken away takes its rights with it', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const reviewer = await sessionFor(server, ACCOUNTS.reviewer);
      const queue = () => call('GET', '/primary/domain/review/list?stage=first', undefined, reviewer.token);
      expect((await queue()).outcome).toEqual(OK);
      const roles = (await call<RoleView[]>('POST', '/primary/admin/role-list', {}, admin.token)).data;
      const first = roles.find((role) => role.id === 'role_first_reviewer')!;
      const saved = await call<RoleView>(
        'POST',
        '/primary/admin/role-save',
        { id: first.id, version: first.version, name: '领域初审员（暂停）', description: first.description, rights: ['workspace:home', 'domain:view'] },
        admin.token,
      );
      expect(saved.data).toMatchObject({ name: '领域初审员（暂停）', rights: ['workspace:home', 'domain:view'], version: first.version + 1, holders: 3 });
      expect((await queue()).outcome).toEqual(FORBIDDEN);
      expect((await call('GET', '/web/login/me', undefined, reviewer.token)).data).toMatchObject({ rights: ['workspace:home', 'domain:view'] });
      // A stale version of the role is refused.
      expect(
        (
          await call(
            'POST',
            '/primary/admin/role-save',
            { id: first.id, version: first.version, name: '旧名', description: '', rights: ['workspace:home'] },
            admin.token,
          )
        ).outcome,
      ).toEqual(CONFLICT);

      // The account management right lives in the console client: without the client, no right.
      const ops = await sessionFor(server, 'admin.content');
      const content = await detail(ops.userId, admin.token);
      expect(content.rights).toContain('content:edit');
      const updated = await call<AdminDetail>(
        'POST',
        '/primary/admin/update',
        {
          id: content.id,
          version: content.version,
          name: content.name,
          phone: content.phone,
          userType: 'admin',
          roleIds: content.roles.map((role) => role.id),
          clientIds: ['workspace'],
          domainIds: [],
        },
        admin.token,
      );
      expect(updated.data.rights).toEqual(['workspace:home', 'announce:edit']);
      expect((await call('GET', '/web/login/me', undefined, ops.token)).data).toMatchObject({ rights: ['workspace:home', 'announce:edit'] });
    });

    it('two administrators editing the same account: one wins, the other gets the conflict code and message', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const created = await newReviewer(admin.token);
      const edit = (name: string) => call('POST', '/primary/admin/update', { id: created.id, version: 1, ...REVIEWER_FIELDS, name }, admin.token);
      const results = await Promise.all([edit('钱甲'), edit('钱乙')]);
      const outcomes = results.map((result) => result.outcome);
      expect(outcomes).toContainEqual(OK);
      expect(outcomes).toContainEqual(CONFLICT);
      const loser = results.find((result) => result.code !== 0)!;
      expect(loser.msg).toBe('该账号已被其他管理员修改，请刷新后重试');
      const winner = results.indexOf(results.find((result) => result.code === 0)!);
      expect((await detail(created.id, admin.token)).name).toBe(winner === 0 ? '钱甲' : '钱乙');
      expect((await records()).filter((row) => row.action === 'admin.update')).toHaveLength(1);
    });

    it('the list searches account, name and phone, filters by role, status and client, pages, and masks phones', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      await newReviewer(admin.token, 'reviewer.qian');
      const list = async (query: string) =>
        (await call<{ total: number; items: { account: string; phone: string }[] }>('GET', `/primary/admin/list?${query}`, undefined, admin.token)).data;
      expect((await list('keyword=qian')).items.map((item) => item.account)).toEqual(['reviewer.qian']);
      expect((await list('keyword=钱审核')).items.map((item) => item.account)).toEqual(['reviewer.qian']);
      expect((await list('keyword=99001')).items).toEqual([expect.objectContaining({ account: 'reviewer.qian', phone: '139****9001' })]);
      expect((await list('role=role_first_reviewer&pageSize=100')).items.map((item) => item.account).sort()).toEqual([
        'reviewer.culture',
        'reviewer.health',
        'reviewer.qian',
        'reviewer.traffic',
      ]);
      expect((await list('client=console&pageSize=100')).items.map((item) => item.account).sort()).toEqual(['admin', 'admin.content']);
      expect((await list('status=disabled')).total).toBe(0);
      const all = await list('pageSize=100');
      expect(all.items.every((item) => item.account !== 'corp.jsdata')).toBe(true);
      const pages = [await list('pageSize=3&page=1'), await list('pageSize=3&page=2'), await list('pageSize=3&page=3')];
      expect(pages.flatMap((page) => page.items.map((item) => item.account))).toEqual(all.items.map((item) => item.account));
      expect((await call('GET', '/primary/admin/list?status=gone', undefined, admin.token)).outcome).toEqual(BAD);
    });

    it('bad input changes nothing: unknown role, unknown domain, taken account, bad phone', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const before = await server.database.db.selectFrom('users').select('id').execute();
      const attempt = (body: Record<string, unknown>) =>
        call('POST', '/primary/admin/new', { account: 'reviewer.new', ...REVIEWER_FIELDS, ...body }, admin.token);
      expect(await attempt({ roleIds: ['role_nobody'] })).toMatchObject({ outcome: BAD, msg: '角色不存在' });
      expect(await attempt({ domainIds: ['dom_nowhere'] })).toMatchObject({ outcome: BAD, msg: '审核领域不存在' });
      expect(await attempt({ account: 'admin' })).toMatchObject({ outcome: BAD, msg: '该账号已存在' });
      expect((await attempt({ phone: '123' })).outcome).toEqual(BAD);
      expect((await attempt({ clientIds: [] })).outcome).toEqual(BAD);
      expect((await attempt({ account: 'Bad Name' })).outcome).toEqual(BAD);
      expect(await call('POST', '/primary/admin/role-save', { name: '平台管理员', description: '', rights: ['workspace:home'] }, admin.token)).toMatchObject({
        outcome: BAD,
        msg: '角色名称已存在',
      });
      expect((await call('POST', '/primary/admin/role-save', { name: '未知权限', description: '', rights: ['root:all'] }, admin.token)).outcome).toEqual(BAD);
      expect(await server.database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
      expect(await records()).toEqual([]);
    });
  });
}
