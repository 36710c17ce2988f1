import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { type Bucket, bucketSum, BAD_PAGING, SQLISH } from '../testing/lists';

for (const target of openTestDatabases()) {
  describe(`policies API on ${target.name} (issue 5, spec §2 /policy)`, () => {
    let server: PortalServer;
    let policies: { id: string; level: string; issued_at: string; published_at: number; title: string }[];

    beforeAll(async () => {
      server = await startPortalServer(target);
      const { db } = server.database;
      policies = (await db.selectFrom('policies').select(['id', 'title', 'level', 'issued_at', 'published_at']).execute()).map((row) => ({
        ...row,
        published_at: Number(row.published_at),
      }));
    });
    afterAll(async () => {
      await server.close();
    });

    const get = (path: string, token?: string) => server.get(path, token);

    describe('policies (GET /web/policy/list, /web/policy/detail)', () => {
      const newestIssued = (rows: typeof policies) =>
        [...rows].sort((a, b) => (a.issued_at < b.issued_at ? 1 : a.issued_at > b.issued_at ? -1 : b.published_at - a.published_at || (a.id < b.id ? 1 : -1)));

      it('pages policies newest first, with level and year facets over all of them', async () => {
        const { status, body } = await get('/web/policy/list?pageSize=20');
        expect(status).toBe(200);
        expect(body.data.total).toBe(policies.length);
        expect(body.data.total).toBeGreaterThanOrEqual(60);
        expect(body.data.items.map((item: { id: string }) => item.id)).toEqual(
          newestIssued(policies)
            .slice(0, 20)
            .map((row) => row.id),
        );
        expect(body.data.items[0]).toEqual({
          id: expect.any(String),
          title: expect.any(String),
          level: expect.stringMatching(/^(national|provincial|municipal)$/),
          issuer: expect.any(String),
          docNumber: expect.stringMatching(/〔\d{4}〕\d+号$/),
          issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          summary: expect.any(String),
        });
        expect(body.data.facets.level.map((bucket: Bucket) => bucket.label)).toEqual(['国家级', '省级', '市级']);
        expect(bucketSum(body.data.facets.level)).toBe(policies.length);
        expect(bucketSum(body.data.facets.year)).toBe(policies.length);
      });

      it('filters by level and year, and each facet counts with the other filter applied', async () => {
        const sample = policies.find((row) => row.level === 'provincial')!;
        const year = sample.issued_at.slice(0, 4);
        const expected = policies.filter((row) => row.level === 'provincial' && row.issued_at.startsWith(year));
        const { body } = await get(`/web/policy/list?level=provincial&year=${year}&pageSize=100`);
        expect(body.data.total).toBe(expected.length);
        expect(body.data.items.map((item: { id: string }) => item.id)).toEqual(newestIssued(expected).map((row) => row.id));
        for (const bucket of body.data.facets.level as Bucket[]) {
          expect(bucket.count, bucket.value).toBe(policies.filter((row) => row.level === bucket.value && row.issued_at.startsWith(year)).length);
        }
        for (const bucket of body.data.facets.year as Bucket[]) {
          expect(bucket.count, bucket.value).toBe(policies.filter((row) => row.level === 'provincial' && row.issued_at.startsWith(bucket.value)).length);
        }
      });

      it('finds policies by document number', async () => {
        const row = await server.database.db.selectFrom('policies').select(['id', 'doc_number']).where('id', '=', policies[3]!.id).executeTakeFirstOrThrow();
        const { body } = await get(`/web/policy/list?keyword=${encodeURIComponent(row.doc_number)}`);
        expect(body.data.items.map((item: { id: string }) => item.id)).toContain(row.id);
      });

      it.each([...BAD_PAGING, ['level=county', 'query.level'] as [string, string]])('refuses %s with a clear envelope error', async (query, message) => {
        const { status, body } = await get(`/web/policy/list?${query}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining(message) });
      });

      it.each(SQLISH)('treats the keyword %j as text', async (keyword) => {
        const { status, body } = await get(`/web/policy/list?keyword=${encodeURIComponent(keyword)}`);
        expect(status).toBe(200);
        expect(body.data.total).toBeLessThan(policies.length);
      });

      it('gives a policy with its body and attachments; an unknown id answers 4011', async () => {
        const sample = policies[0]!;
        const { body } = await get(`/web/policy/detail?id=${sample.id}`);
        expect(body.data).toMatchObject({ id: sample.id, title: sample.title, level: sample.level, issuedAt: sample.issued_at });
        expect(body.data.bodyHtml.length).toBeGreaterThan(100);
        const missing = await get('/web/policy/detail?id=pol_9999');
        expect(missing).toMatchObject({ status: 404, body: { code: 4011, data: null } });
        const bad = await get(`/web/policy/detail?id=${encodeURIComponent("pol_0001' --")}`);
        expect(bad).toMatchObject({ status: 400, body: { code: 4000, data: null } });
      });
    });
  });
}
