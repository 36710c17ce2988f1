import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '@portal/server-audit';
import { openTestDatabases } from '@portal/server-db/testing';
import { ACCOUNTS, sessionFor, submittedApplication } from '../testing/actors';
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
  });
}
