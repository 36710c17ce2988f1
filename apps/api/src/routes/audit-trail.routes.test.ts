import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '@portal/server-audit';
import { openTestDatabases } from '@portal/server-db/testing';
import { API } from '@portal/api-contract';
import { ACCOUNTS, ACTORS, OK, FORBIDDEN, only, outcomeOf, sessionFor, signInActors, submittedApplication, uncoveredRoutes } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

for (const target of openTestDatabases()) {
  describe(`issue 17 audit trail on ${target.name}: privileged actions are recorded in their own transaction`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    const post = async (path: string, body: unknown, token: string) => {
      const response = await server.api('POST', path, body, token);
      return { status: response.statusCode, body: response.json() as { code: number; data: { id?: string; version?: number } } };
    };
    const records = () => server.database.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();

    it('records a review decision, entry-config changes and announcement changes with who, from where and what', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const reviewer = await sessionFor(server, ACCOUNTS.reviewer);
      const applicationId = await submittedApplication(server);

      expect((await post('/primary/domain/review/decide', { id: applicationId, version: 2, stage: 'first', decision: 'pass' }, reviewer.token)).body.code).toBe(
        0,
      );
      expect((await post('/primary/entry-config/status', { domainId: 'dom_health', status: 'closed' }, admin.token)).body.code).toBe(0);
      expect((await post('/primary/entry-config/update', { domainId: 'dom_health', description: '医疗健康领域入驻说明' }, admin.token)).body.code).toBe(0);
      const draft = (await post('/primary/announcement/save', { title: '审计测试公告', bodyHtml: '<p>正文</p>' }, admin.token)).body.data;
      expect((await post('/primary/announcement/publish', { id: draft.id, version: 1 }, admin.token)).body.code).toBe(0);
      expect((await post('/primary/announcement/offline', { id: draft.id, version: 2 }, admin.token)).body.code).toBe(0);

      const rows = await records();
      expect(rows.map((row) => [row.action, row.actor_account, row.target_type, row.result])).toEqual([
        ['review.first.pass', ACCOUNTS.reviewer, 'application', 'ok'],
        ['entry-config.status', 'admin', 'domain', 'ok'],
        ['entry-config.update', 'admin', 'domain', 'ok'],
        ['announcement.create', 'admin', 'news', 'ok'],
        ['announcement.publish', 'admin', 'news', 'ok'],
        ['announcement.offline', 'admin', 'news', 'ok'],
      ]);
      expect(rows.every((row) => row.ip === '127.0.0.1')).toBe(true);
      expect(rows[0]).toMatchObject({ actor_id: reviewer.userId, target_id: applicationId, actor_role: 'user' });
      expect(JSON.parse(rows[0]!.summary)).toEqual({ after: { status: 'final_review' }, before: { status: 'first_review' }, domain: 'dom_traffic' });
      expect(JSON.parse(rows[4]!.summary)).toEqual({ after: { status: 'published' }, before: { status: 'draft' } });
      expect(await verifyAuditChain(server.database.db)).toEqual({ ok: true, records: 6 });
    });

    it('records nothing for an action that is refused (a stale version, someone without the right)', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const reviewer = await sessionFor(server, ACCOUNTS.reviewer);
      const applicationId = await submittedApplication(server);
      expect((await post('/primary/domain/review/decide', { id: applicationId, version: 99, stage: 'first', decision: 'pass' }, reviewer.token)).status).toBe(
        409,
      );
      expect((await post('/primary/entry-config/status', { domainId: 'dom_health', status: 'closed' }, reviewer.token)).status).toBe(403);
      const draft = (await post('/primary/announcement/save', { title: '审计测试公告', bodyHtml: '<p>正文</p>' }, admin.token)).body.data;
      expect((await post('/primary/announcement/publish', { id: draft.id, version: 7 }, admin.token)).status).toBe(409);
      expect((await records()).map((row) => row.action)).toEqual(['announcement.create']);
    });

    it('lists the log newest first, filtered by actor, action prefix, target, result and time, paged', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      const reviewer = await sessionFor(server, ACCOUNTS.reviewer);
      const applicationId = await submittedApplication(server);
      await post('/primary/domain/review/decide', { id: applicationId, version: 2, stage: 'first', decision: 'pass' }, reviewer.token);
      server.clock.now += 60_000;
      const middle = server.clock.now;
      await post('/primary/entry-config/status', { domainId: 'dom_health', status: 'closed' }, admin.token);
      await post('/primary/entry-config/status', { domainId: 'dom_health', status: 'open' }, admin.token);
      const list = async (query: string) => {
        const response = await server.api('GET', `/primary/audit/list?t=1&${query}`, undefined, admin.token);
        expect(response.statusCode, query).toBe(200);
        return response.json().data as { total: number; items: { seq: number; action: string; actorAccount: string; targetId: string }[] };
      };
      const all = await list('pageSize=100');
      expect(all.items.map((item) => item.seq)).toEqual([3, 2, 1]);
      expect((await list(`actor=${ACCOUNTS.reviewer}`)).items.map((item) => item.action)).toEqual(['review.first.pass']);
      expect((await list('action=entry-config.')).total).toBe(2);
      expect((await list('action=entry-config')).total).toBe(0);
      expect((await list('action=entry-config.status')).total).toBe(2);
      expect((await list(`target=${applicationId}`)).items.map((item) => item.seq)).toEqual([1]);
      expect((await list('result=failed')).total).toBe(0);
      expect((await list(`from=${middle}`)).items.map((item) => item.seq)).toEqual([3, 2]);
      expect((await list(`to=${middle}`)).items.map((item) => item.seq)).toEqual([1]);
      const page = await list('pageSize=1&page=2');
      expect(page).toMatchObject({ total: 3, items: [{ seq: 2 }] });
      for (const bad of ['from=yesterday', 'result=maybe', `actor=${'a'.repeat(65)}`, 'unknown=1']) {
        const response = await server.api('GET', `/primary/audit/list?t=1&${bad}`, undefined, admin.token);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toMatchObject({ code: expect.any(Number), data: null });
      }
    });

    it('lets only admins with the admin-management right read it (authorisation table)', async () => {
      const { tokens } = await signInActors(server);
      const rows = [['GET /primary/audit/list', only({ admin: OK })]] as const;
      expect(
        uncoveredRoutes(
          [API.audit],
          rows.map(([label]) => label),
        ),
      ).toEqual([]);
      for (const [, expected] of rows) {
        for (const actor of ACTORS) expect(await outcomeOf(server, actor, tokens, 'GET', '/primary/audit/list?t=1'), actor).toEqual(expected[actor]);
      }
      // An admin without the right is refused.
      await server.database.db
        .updateTable('users')
        .set({ rights: JSON.stringify(['workspace:home']) })
        .where('account', '=', ACCOUNTS.admin)
        .execute();
      expect(await outcomeOf(server, 'admin', tokens, 'GET', '/primary/audit/list?t=1')).toEqual(FORBIDDEN);
    });

    it('exports the filtered log as CSV (BOM, quoted cells, formulas defused), for the same readers only', async () => {
      const admin = await sessionFor(server, ACCOUNTS.admin);
      await post('/primary/entry-config/status', { domainId: 'dom_health', status: 'closed' }, admin.token);
      await post('/primary/entry-config/update', { domainId: 'dom_health', description: '说明' }, admin.token);
      // A hostile name someone typed at sign-in: a spreadsheet must not run it.
      const wrong = await server.api('POST', '/web/login/primary', {
        loginType: 'account',
        account: '=HYPERLINK("http://evil.example")',
        password: 'Wrong#Pass1',
        uuid: 'u',
      });
      expect(wrong.json().code).toBe(4000);

      const exported = await server.api('GET', '/primary/audit/export?t=1', undefined, admin.token);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = exported.body.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('\uFEFF"序号","时间（北京时间）","操作人","身份","IP","操作","对象类型","对象","摘要","结果"');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain('"login.password.refused"');
      expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.example"")"');
      expect(lines[1]).toContain('"失败"');
      expect(lines[3]).toMatch(/^"1","\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","admin","admin","127.0.0.1","entry-config.status","domain","dom_health"/);

      const filtered = await server.api('GET', '/primary/audit/export?t=1&action=entry-config.', undefined, admin.token);
      expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(3);

      const { tokens } = await signInActors(server);
      for (const actor of ACTORS) {
        const response = await server.api('GET', '/primary/audit/export?t=1', undefined, tokens[actor]);
        const expected = actor === 'admin' ? 200 : actor === 'anonymous' || actor === 'disabled' ? 401 : 403;
        expect(response.statusCode, actor).toBe(expected);
        if (expected !== 200) expect(response.json()).toMatchObject({ data: null });
      }
      const bad = await server.api('GET', '/primary/audit/export?t=1&from=yesterday', undefined, admin.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 4000, data: null });
    });
  });
}
