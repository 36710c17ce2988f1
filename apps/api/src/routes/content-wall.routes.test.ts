import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@portal/util';
import { bumpContentGeneration } from '@portal/server-core';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

for (const target of openTestDatabases()) {
  describe(`content wall API on ${target.name} (spec §7 /home)`, () => {
    let server: PortalServer;

    beforeAll(async () => {
      server = await startPortalServer(target);
    });
    afterAll(async () => {
      await server.close();
    });

    const get = (path: string, token?: string) => server.get(path, token);

    describe('home content wall (GET /web/content-config/wall/, spec §7)', () => {
      interface Item {
        id: string;
        title: string;
        meta: string;
        date: string;
        href: string;
      }
      const wall = async () =>
        (await get('/web/content-config/wall/')).body.data as { updatedAt: string; blocks: Array<Record<string, unknown> & { type: string; id: string }> };
      const block = <T>(data: Awaited<ReturnType<typeof wall>>, id: string) => data.blocks.find((b) => b.id === id) as unknown as T;

      it('serves the blocks in order with live statistics (no internal keys)', async () => {
        const data = await wall();
        expect(data.blocks.map((b) => b.type)).toEqual(['banner', 'stats', 'featured', 'featured', 'latest', 'latest', 'links']);
        expect(block<{ slides: unknown[] }>(data, 'banner').slides).toHaveLength(3);
        const stats = block<{ items: Array<{ label: string; value: number; unit: string }> }>(data, 'stats');
        for (const item of stats.items) expect(Object.keys(item).sort()).toEqual(['label', 'unit', 'value']);
        const { db } = server.database;
        const resources = await db.selectFrom('data_resources').select(['department_id', 'record_count']).execute();
        const products = await db.selectFrom('data_products').select('org_id').execute();
        const value = (label: string) => stats.items.find((item) => item.label === label)?.value;
        expect(value('开放数据资源')).toBe(resources.length);
        expect(value('数据记录总量')).toBe(resources.reduce((total, row) => total + Number(row.record_count), 0));
        expect(value('数据提供部门')).toBe(new Set(resources.map((row) => row.department_id)).size);
        expect(value('数据领域')).toBe((await db.selectFrom('data_domains').select('id').execute()).length);
        expect(value('上架数据产品')).toBe(products.length);
        expect(value('授权运营单位')).toBe(new Set(products.map((row) => row.org_id)).size);
        expect(JSON.stringify(data)).not.toContain('metric');

        // Live: a product more, and the number follows.
        const product = await db.selectFrom('data_products').selectAll().where('id', '=', 'prd_0001').executeTakeFirstOrThrow();
        // (A write of public content bumps its generation, issue 16; the catalogue's writers will.)
        await db
          .insertInto('data_products')
          .values({ ...product, id: 'prd_9001' })
          .execute();
        await bumpContentGeneration(db);
        try {
          expect(block<typeof stats>(await wall(), 'stats').items.find((item) => item.label === '上架数据产品')?.value).toBe(products.length + 1);
        } finally {
          await db.deleteFrom('data_products').where('id', '=', 'prd_9001').execute();
          await bumpContentGeneration(db);
        }
      });

      it('resolves featured ids into items in the configured order, with detail hrefs', async () => {
        const data = await wall();
        const resources = block<{ ids: string[]; items: Item[] }>(data, 'featured-resources');
        expect(resources.items.map((item) => item.id)).toEqual(resources.ids);
        for (const item of resources.items) {
          expect(item.href).toBe(`/dataResource/detail/${item.id}`);
          const detail = (await get(`/web/data-resource/detail?id=${item.id}`)).body.data;
          expect(item).toMatchObject({ title: detail.name, meta: detail.department.name, date: detail.updatedAt });
        }
        const products = block<{ ids: string[]; items: Item[] }>(data, 'featured-products');
        expect(products.items.map((item) => item.id)).toEqual(products.ids);
        for (const item of products.items) {
          expect(item.href).toBe(`/dataProduct/detail/${item.id}`);
          const detail = (await get(`/web/data-product/detail?id=${item.id}`)).body.data;
          expect(item).toMatchObject({ title: detail.name, meta: detail.operator.name });
        }
      });

      it('fills the latest blocks with the newest news and policies, as the lists order them', async () => {
        const data = await wall();
        const latestNews = block<{ limit: number; items: Item[] }>(data, 'latest-news');
        const newsList = (await get(`/web/news/list?pageSize=${latestNews.limit}`)).body.data.items as { id: string; title: string; publishedAt: string }[];
        expect(latestNews.items.map((item) => item.id)).toEqual(newsList.map((item) => item.id));
        for (const [index, item] of latestNews.items.entries()) {
          expect(item).toMatchObject({ title: newsList[index]!.title, date: newsList[index]!.publishedAt, href: `/dynamics/detail/${item.id}` });
          expect(['平台动态', '通知公告', '行业资讯']).toContain(item.meta);
        }
        const latestPolicies = block<{ limit: number; items: Item[] }>(data, 'latest-policies');
        const policyList = (await get(`/web/policy/list?pageSize=${latestPolicies.limit}`)).body.data.items as { id: string; issuer: string }[];
        expect(latestPolicies.items.map((item) => item.id)).toEqual(policyList.map((item) => item.id));
        for (const [index, item] of latestPolicies.items.entries()) {
          expect(item).toMatchObject({ meta: policyList[index]!.issuer, href: `/policy?id=${item.id}` });
        }
      });

      it('issue 21 §8: a policy shows one date — the latest policies carry its issue date (发布日期), as the list and the detail show it', async () => {
        const latest = block<{ limit: number; items: Item[] }>(await wall(), 'latest-policies');
        expect(latest.items.length).toBeGreaterThan(0);
        const { db } = server.database;
        for (const item of latest.items) {
          const detail = (await get(`/web/policy/detail?id=${item.id}`)).body.data as { issuedAt: string };
          const row = await db.selectFrom('policies').select(['issued_at', 'published_at']).where('id', '=', item.id).executeTakeFirstOrThrow();
          expect(detail.issuedAt).toBe(row.issued_at);
          // The instant the issue day begins in province time: the page shows that very day.
          expect(item.date).toBe(new Date(`${row.issued_at}T00:00:00+08:00`).toISOString());
          expect(formatDay(item.date)).toBe(detail.issuedAt);
          // The seeded publication time (a day or more later) is not what the wall shows.
          expect(formatDay(item.date)).not.toBe(formatDay(new Date(Number(row.published_at)).toISOString()));
        }
      });

      it('leaves out featured ids that no longer exist', async () => {
        const { db } = server.database;
        // The province's published version, as seeded (version 1).
        const row = await db.selectFrom('content_wall_versions').selectAll().where('site', '=', 'portal').where('version', '=', 1).executeTakeFirstOrThrow();
        const blocks = JSON.parse(row.blocks) as Array<{ id: string; ids?: string[] }>;
        const featured = blocks.find((b) => b.id === 'featured-products')!;
        const kept = featured.ids!.slice(0, 2);
        featured.ids = [kept[0]!, 'prd_gone', kept[1]!];
        await db
          .updateTable('content_wall_versions')
          .set({ blocks: JSON.stringify(blocks) })
          .where('site', '=', 'portal')
          .where('version', '=', 1)
          .execute();
        await bumpContentGeneration(db);
        try {
          const items = block<{ ids: string[]; items: Item[] }>(await wall(), 'featured-products');
          expect(items.ids).toEqual([kept[0], 'prd_gone', kept[1]]);
          expect(items.items.map((item) => item.id)).toEqual(kept);
        } finally {
          await db.updateTable('content_wall_versions').set({ blocks: row.blocks }).where('site', '=', 'portal').where('version', '=', 1).execute();
          await bumpContentGeneration(db);
        }
      });
    });
  });
}
