import { describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { bumpContentGeneration } from '@portal/server-core';
import { useSeededDatabase } from '@portal/server-demo-data/testing';
import { CATALOGUE_METRICS, featuredProducts, featuredResources, listResources } from './index';

const query = { page: 1, pageSize: 10, sort: 'updated', order: 'desc' } as const;
const sum = (buckets: { count: number }[]) => buckets.reduce((total, bucket) => total + bucket.count, 0);

for (const target of openTestDatabases()) {
  describe(`catalogue repository on ${target.name} (issue 14)`, () => {
    const seeded = useSeededDatabase(target, { now: Date.UTC(2025, 0, 1), resources: 120 });

    it('lists resources by keyword through the search index: pages, total and facets agree', async () => {
      const first = await listResources(seeded().db, { ...query, keyword: '数据' });
      expect(first.total).toBeGreaterThan(10);
      for (const facet of ['domain', 'department', 'openType', 'frequency'] as const) expect(sum(first.facets[facet]), facet).toBe(first.total);
      const all = await listResources(seeded().db, { ...query, keyword: '数据', pageSize: 100 });
      expect(all.items.slice(0, 10)).toEqual(first.items);
      const domain = first.facets.domain.find((bucket) => bucket.count > 0)!;
      const narrowed = await listResources(seeded().db, { ...query, keyword: '数据', domain: domain.value, pageSize: 100 });
      expect(narrowed.total).toBe(domain.count);
      expect(narrowed.items.every((item) => item.domain.id === domain.value)).toBe(true);
      // A facet is counted without its own filter: the domain buckets stay as they were.
      expect(narrowed.facets.domain).toEqual(first.facets.domain);
    });

    it('issue 16: keeps the total and facets of a list until public content changes, and pages a keyword from one order', async () => {
      const { db } = seeded();
      const before = await listResources(db, query);
      const row = await db.selectFrom('data_resources').selectAll().where('id', '=', before.items[0]!.id).executeTakeFirstOrThrow();
      await db
        .insertInto('data_resources')
        .values({ ...row, id: 'res_cache_probe', code: `${row.code}-probe` })
        .execute();
      try {
        // Not announced: the counts are the kept ones (a writer of the catalogue bumps the generation).
        expect((await listResources(db, query)).total).toBe(before.total);
        await bumpContentGeneration(db);
        const after = await listResources(db, query);
        expect(after.total).toBe(before.total + 1);
        expect(after.facets.domain.find((bucket) => bucket.value === row.domain_id)?.count).toBe(
          (before.facets.domain.find((bucket) => bucket.value === row.domain_id)?.count ?? 0) + 1,
        );
      } finally {
        await db.deleteFrom('data_resources').where('id', '=', 'res_cache_probe').execute();
        await bumpContentGeneration(db);
      }
      // Pages of a keyword come from one order: together they are the whole list, once each.
      const whole = await listResources(db, { ...query, keyword: '数据', pageSize: 100 });
      const pages = [];
      for (let page = 1; page <= Math.ceil(whole.total / 10); page++) pages.push(...(await listResources(db, { ...query, keyword: '数据', page })).items);
      expect(pages).toHaveLength(whole.total);
      expect(new Set(pages.map((item) => item.id)).size).toBe(whole.total);
      expect(pages.slice(0, 100).map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
    });

    it('gives the content wall its statistics and featured items (unknown ids left out)', async () => {
      const resources = await seeded()
        .db.selectFrom('data_resources as r')
        .innerJoin('departments as d', 'd.id', 'r.department_id')
        .select(['r.id', 'd.name'])
        .limit(2)
        .execute();
      const product = await seeded()
        .db.selectFrom('data_products as p')
        .innerJoin('organisations as o', 'o.id', 'p.org_id')
        .select(['p.id', 'o.name'])
        .executeTakeFirstOrThrow();
      expect(await CATALOGUE_METRICS.resources(seeded().db)).toBe(120);
      expect(await CATALOGUE_METRICS.domains(seeded().db)).toBeGreaterThan(0);
      expect(await CATALOGUE_METRICS.operators(seeded().db)).toBeGreaterThan(0);
      expect(await CATALOGUE_METRICS.records(seeded().db)).toBeGreaterThan(0);
      const featured = await featuredResources(seeded().db, [resources[0]!.id, 'nope', resources[1]!.id]);
      expect(featured.map((item) => item.id).sort()).toEqual([resources[0]!.id, resources[1]!.id].sort());
      expect(featured.find((item) => item.id === resources[0]!.id)?.meta).toBe(resources[0]!.name);
      expect(featured[0]!.updatedAt).toEqual(expect.any(Number));
      expect(await featuredProducts(seeded().db, [product.id, 'nope'])).toEqual([expect.objectContaining({ id: product.id, meta: product.name })]);
      expect(await featuredResources(seeded().db, [])).toEqual([]);
    });
  });
}
