import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, APP_KEY_HEADER } from '@portal/api-contract';
import type { DatabaseHandle } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { seedDemoData } from '@portal/server-demo-data';
import { TEST_SEED_NOW } from '@portal/server-demo-data/testing';
import { issueKey } from '@portal/server-data-use';
import { buildApp } from './app';
import { testServerConfig } from './testing/portal-server';

/**
 * Issue 22: an app key is never logged — not from its header (the request log writes no headers),
 * nor from a query parameter a caller put it in by mistake (redacted by name), nor in an error line.
 */
for (const target of openTestDatabases()) {
  describe(`issue 22 the app key stays out of the logs (${target.name})`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const lines: string[] = [];
    let key = '';
    let code = '';
    let host = '';

    beforeAll(async () => {
      database = await target.open();
      await seedDemoData(database.db, { now: TEST_SEED_NOW, records: 0 });
      const { db } = database;
      const resource = await db
        .selectFrom('data_resources')
        .select(['id', 'code'])
        .where('open_type', '=', 'conditional')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      code = resource.code;
      const corp = await db.selectFrom('users').selectAll().where('account', '=', 'corp.jsdata').executeTakeFirstOrThrow();
      // An approved application's authorization, written as the final pass writes it (the flow itself: data-use.routes.test.ts).
      await db
        .insertInto('data_use_applications')
        .values({
          id: 'dua_log',
          org_id: corp.org_id ?? '',
          resource_id: resource.id,
          department_id: 'dept_jtt',
          applicant_user_id: corp.id,
          status: 'approved',
          round: 1,
          version: 4,
          company_name: '江苏省数据集团有限公司',
          purpose: '日志测试用途说明文字',
          scenario: '日志测试',
          fields: '[]',
          period_months: 3,
          commitments: '[]',
          contact_name: '王经理',
          contact_phone: '13951700101',
          scope: null,
          created_at: TEST_SEED_NOW,
          updated_at: TEST_SEED_NOW,
          submitted_at: TEST_SEED_NOW,
          decided_at: TEST_SEED_NOW,
        })
        .execute();
      await db
        .insertInto('authorizations')
        .values({
          id: 'auz_log',
          application_id: 'dua_log',
          org_id: corp.org_id ?? '',
          resource_id: resource.id,
          fields: '[]',
          starts_at: TEST_SEED_NOW,
          ends_at: TEST_SEED_NOW + 90 * 86_400_000,
          call_quota: 100,
          calls_used: 0,
          status: 'active',
          revoked_at: null,
          revoked_by: null,
          revoke_reason: null,
          key_hash: null,
          key_prefix: null,
          key_issued_at: null,
          expiry_notified_at: null,
          version: 1,
          created_at: TEST_SEED_NOW,
          updated_at: TEST_SEED_NOW,
        })
        .execute();
      ({ key } = await issueKey({ db, now: () => TEST_SEED_NOW }, corp, { id: 'auz_log', version: 1 }));
      const stream = { write: (line: string) => void lines.push(line) };
      app = await buildApp({ config: testServerConfig(), database, now: () => TEST_SEED_NOW, logger: { level: 'debug', stream } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      host = `localhost:${typeof address === 'object' && address ? address.port : 0}`;
    }, 120_000);
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it('calls with the key in its header, in a query parameter and with a wrong resource leave no trace of it', async () => {
      const url = `${API_BASE_PATH}/open/v1/resources/${code}/records`;
      const ok = await app.inject({ method: 'GET', url, headers: { host, [APP_KEY_HEADER]: key } });
      expect(ok.json()).toMatchObject({ code: 0 });
      const inQuery = await app.inject({ method: 'GET', url: `${url}?appKey=${key}`, headers: { host } });
      expect(inQuery.statusCode).toBe(400);
      const elsewhere = await app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/open/v1/resources/320000-JT-999999/records`,
        headers: { host, [APP_KEY_HEADER]: key },
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.filter((line) => line.includes(key.slice(3)))).toEqual([]);
      expect(lines.some((line) => line.includes('appKey=[redacted]'))).toBe(true);
    });
  });
}
