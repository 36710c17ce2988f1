import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { type Bucket, bucketSum, bucketCount, BAD_PAGING, SQLISH } from '../testing/lists';

const HOUR = 3_600_000;
/** The Beijing calendar year of an instant. */
const beijingYear = (ms: number) => new Date(ms + 8 * HOUR).getUTCFullYear();

for (const target of openTestDatabases()) {
  describe(`news API on ${target.name} (issue 5, spec §2 /dynamics)`, () => {
    let server: PortalServer;
    let news: { id: string; title: string; category: string; status: string; published_at: number }[];

    beforeAll(async () => {
      server = await startPortalServer(target);
      const { db } = server.database;
      news = (await db.selectFrom('news').select(['id', 'title', 'category', 'status', 'published_at']).execute()).map((row) => ({
        ...row,
        published_at: Number(row.published_at),
      }));
    });
    afterAll(async () => {
      await server.close();
    });

    const get = (path: string, token?: string) => server.get(path, token);
    const published = () => news.filter((row) => row.status === 'published');
    const newestFirst = <T extends { published_at: number; id: string }>(rows: T[]) =>
      [...rows].sort((a, b) => b.published_at - a.published_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

    describe('news list and detail (GET /web/news/list, /web/news/detail)', () => {
      it('pages published news newest first, with category and year facets over all of them', async () => {
        const { status, body } = await get('/web/news/list');
        expect(status).toBe(200);
        const data = body.data;
        const all = published();
        expect(data.total).toBe(all.length);
        expect(data.total).toBeGreaterThanOrEqual(100);
        expect(data).toMatchObject({ page: 1, pageSize: 10 });
        expect(data.items.map((item: { id: string }) => item.id)).toEqual(
          newestFirst(all)
            .slice(0, 10)
            .map((row) => row.id),
        );
        expect(Object.keys(data.items[0]).sort()).toEqual(['category', 'id', 'publishedAt', 'source', 'summary', 'title']);
        expect(bucketSum(data.facets.category)).toBe(all.length);
        expect(data.facets.category.map((bucket: Bucket) => bucket.label)).toEqual(['平台动态', '通知公告', '行业资讯']);
        expect(bucketSum(data.facets.year)).toBe(all.length);
        for (const bucket of data.facets.year as Bucket[]) {
          expect(bucket.count, bucket.value).toBe(all.filter((row) => beijingYear(row.published_at) === Number(bucket.value)).length);
          expect(bucket.label).toBe(`${bucket.value}年`);
        }
        // Drafts and offline items are never listed.
        const hidden = news.filter((row) => row.status !== 'published');
        expect(hidden.length).toBeGreaterThan(0);
        const everything = await get('/web/news/list?pageSize=100&page=2');
        const ids = new Set(
          [...(await get('/web/news/list?pageSize=100')).body.data.items, ...everything.body.data.items].map((item: { id: string }) => item.id),
        );
        for (const row of hidden) expect(ids.has(row.id)).toBe(false);
      });

      it('filters by category and year, and each facet counts with the other filter applied', async () => {
        const all = published();
        const sample = all.find((row) => row.category === 'announcement')!;
        const year = beijingYear(sample.published_at);
        const expected = all.filter((row) => row.category === 'announcement' && beijingYear(row.published_at) === year);
        const { body } = await get(`/web/news/list?category=announcement&year=${year}&pageSize=100`);
        expect(body.data.total).toBe(expected.length);
        expect(body.data.items.map((item: { id: string }) => item.id)).toEqual(newestFirst(expected).map((row) => row.id));
        for (const bucket of body.data.facets.category as Bucket[]) {
          expect(bucket.count, bucket.value).toBe(all.filter((row) => row.category === bucket.value && beijingYear(row.published_at) === year).length);
        }
        for (const bucket of body.data.facets.year as Bucket[]) {
          expect(bucket.count, bucket.value).toBe(
            all.filter((row) => row.category === 'announcement' && beijingYear(row.published_at) === Number(bucket.value)).length,
          );
        }
        expect(bucketCount(body.data.facets.category, 'announcement')).toBe(expected.length);
        expect(bucketCount(body.data.facets.year, String(year))).toBe(expected.length);
      });

      it('finds news by a keyword in the title', async () => {
        const sample = published()[7]!;
        const keyword = [...sample.title].slice(0, 6).join('');
        const { body } = await get(`/web/news/list?keyword=${encodeURIComponent(keyword)}&pageSize=100`);
        expect(body.data.total).toBeGreaterThan(0);
        expect(body.data.total).toBeLessThan(published().length);
        expect(body.data.items.map((item: { id: string }) => item.id)).toContain(sample.id);
      });

      it('answers a page past the end with no items and the same total', async () => {
        const { body } = await get('/web/news/list?page=999&pageSize=100');
        expect(body.data).toMatchObject({ items: [], total: published().length, page: 999, pageSize: 100 });
      });

      it.each([...BAD_PAGING, ['category=sports', 'query.category'] as [string, string]])('refuses %s with a clear envelope error', async (query, message) => {
        const { status, body } = await get(`/web/news/list?${query}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining(message) });
      });

      it.each(SQLISH)('treats the keyword %j as text and changes nothing', async (keyword) => {
        const { status, body } = await get(`/web/news/list?keyword=${encodeURIComponent(keyword)}`);
        expect(status).toBe(200);
        expect(body.data.total).toBeLessThan(published().length);
        const count = await server.database.db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(news.length);
      });

      it('gives a news item with its body, attachments and its neighbours by publication time', async () => {
        const ordered = newestFirst(published());
        const middle = ordered[5]!;
        const { status, body } = await get(`/web/news/detail?id=${middle.id}`);
        expect(status).toBe(200);
        expect(body.data).toMatchObject({ id: middle.id, title: middle.title, category: middle.category });
        expect(body.data.bodyHtml).toMatch(/^<p>/);
        expect(Array.isArray(body.data.attachments)).toBe(true);
        // "previous" was published just before (older), "next" just after (newer).
        expect(body.data.previous).toEqual({ id: ordered[6]!.id, title: ordered[6]!.title });
        expect(body.data.next).toEqual({ id: ordered[4]!.id, title: ordered[4]!.title });
        expect((await get(`/web/news/detail?id=${ordered[0]!.id}`)).body.data.next).toBeNull();
        expect((await get(`/web/news/detail?id=${ordered.at(-1)!.id}`)).body.data.previous).toBeNull();
      });

      it('answers an unknown, draft or offline news id with code 4011 (the client shows /404)', async () => {
        for (const id of ['news_9999', ...news.filter((row) => row.status !== 'published').map((row) => row.id)]) {
          const { status, body } = await get(`/web/news/detail?id=${id}`);
          expect(status, id).toBe(404);
          expect(body).toMatchObject({ code: 4011, data: null });
        }
      });

      it.each(["news_0001' OR '1'='1", '', 'NEWS_0001', 'news_0001&id=news_0002'])('refuses the detail id %j with a clear envelope error', async (id) => {
        const { status, body } = await get(`/web/news/detail?id=${encodeURIComponent(id)}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining('query.id') });
      });
    });
  });
}
