import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { type Bucket, bucketSum, bucketCount } from '../testing/lists';

interface Item {
  id: string;
  name: string;
  type: string;
  domain: { id: string; name: string };
  operator: { id: string; name: string };
  scenarios: string[];
  publishedAt: string;
  updatedAt: string;
}

for (const target of openTestDatabases()) {
  describe(`data products API on ${target.name} (issue 5)`, () => {
    let server: PortalServer;
    // Every product as the database holds it, to check the API against.
    let all: { id: string; name: string; domain_id: string; org_id: string; product_type: string; updated_at: number }[];

    beforeAll(async () => {
      server = await startPortalServer(target);
      all = (await server.database.db.selectFrom('data_products').select(['id', 'name', 'domain_id', 'org_id', 'product_type', 'updated_at']).execute()).map(
        (row) => ({ ...row, updated_at: Number(row.updated_at) }),
      );
    });
    afterAll(async () => {
      await server.close();
    });

    const list = async (query: string) => {
      const response = await server.api('GET', `/web/data-product/list?t=1${query ? `&${query}` : ''}`);
      return { status: response.statusCode, body: response.json() };
    };

    it('pages the newest first by default, with facets over every product', async () => {
      const { status, body } = await list('');
      expect(status).toBe(200);
      const data = body.data;
      expect(data.total).toBe(all.length);
      expect(data.total).toBeGreaterThanOrEqual(60);
      expect(data).toMatchObject({ page: 1, pageSize: 10 });
      expect(data.items).toHaveLength(10);
      const newest = [...all].sort((a, b) => b.updated_at - a.updated_at || a.id.localeCompare(b.id)).slice(0, 10);
      expect(data.items.map((item: Item) => item.id)).toEqual(newest.map((row) => row.id));
      const dates = data.items.map((item: Item) => item.updatedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(data.items[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        type: expect.stringMatching(/^(api|dataset|report|application)$/),
        domain: { id: expect.any(String), name: expect.any(String) },
        operator: { id: expect.stringMatching(/^org_/), name: expect.any(String) },
        scenarios: expect.any(Array),
        publishedAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      for (const facet of ['domain', 'type', 'operator'] as const) {
        expect(bucketSum(data.facets[facet]), facet).toBe(all.length);
      }
      expect(data.facets.type.map((bucket: Bucket) => bucket.label)).toEqual(['API接口', '数据集', '分析报告', '数据应用']);
      // Only organisations that operate a product, each with at least one.
      const operators = new Set(all.map((row) => row.org_id));
      expect(data.facets.operator.map((bucket: Bucket) => bucket.value).sort()).toEqual([...operators].sort());
      for (const bucket of data.facets.operator as Bucket[]) {
        expect(bucket.count).toBe(all.filter((row) => row.org_id === bucket.value).length);
        expect(bucket.label.length).toBeGreaterThan(0);
      }
    });

    it('filters by domain and type, and the facet counts match the rows', async () => {
      const sample = all[5]!;
      const expected = all.filter((row) => row.domain_id === sample.domain_id && row.product_type === sample.product_type);
      const { body } = await list(`domain=${sample.domain_id}&type=${sample.product_type}&pageSize=100`);
      const data = body.data;
      expect(data.total).toBe(expected.length);
      expect(data.items.map((item: Item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
      for (const item of data.items as Item[]) expect(item).toMatchObject({ type: sample.product_type, domain: { id: sample.domain_id } });
      // Each facet counts with every other filter applied (not its own).
      const inDomain = all.filter((row) => row.domain_id === sample.domain_id);
      const ofType = all.filter((row) => row.product_type === sample.product_type);
      for (const bucket of data.facets.type as Bucket[]) {
        expect(bucket.count, bucket.value).toBe(inDomain.filter((row) => row.product_type === bucket.value).length);
      }
      for (const bucket of data.facets.domain as Bucket[]) {
        expect(bucket.count, bucket.value).toBe(ofType.filter((row) => row.domain_id === bucket.value).length);
      }
      for (const bucket of data.facets.operator as Bucket[]) {
        expect(bucket.count, bucket.value).toBe(expected.filter((row) => row.org_id === bucket.value).length);
      }
      expect(bucketCount(data.facets.type, sample.product_type)).toBe(expected.length);
      expect(bucketCount(data.facets.domain, sample.domain_id)).toBe(expected.length);
    });

    it('filters by operator', async () => {
      const operator = all[0]!.org_id;
      const expected = all.filter((row) => row.org_id === operator);
      const { body } = await list(`operator=${operator}&pageSize=100`);
      expect(body.data.total).toBe(expected.length);
      expect(body.data.items.map((item: Item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
      for (const item of body.data.items as Item[]) expect(item.operator.id).toBe(operator);
      // The operator facet itself still counts every operator.
      expect(bucketSum(body.data.facets.operator)).toBe(all.length);
      expect(bucketSum(body.data.facets.type)).toBe(expected.length);
    });

    it('answers an operator with no products with an empty list', async () => {
      const { status, body } = await list('operator=org_nobody');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ items: [], total: 0 });
    });

    it('finds products by a keyword in the name', async () => {
      const sample = all[3]!;
      const keyword = [...sample.name].slice(0, 4).join('');
      const { body } = await list(`keyword=${encodeURIComponent(keyword)}&pageSize=100`);
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.total).toBeLessThan(all.length);
      expect(body.data.items.map((item: Item) => item.id)).toContain(sample.id);
    });

    it('sorts by name both ways', async () => {
      const asc = (await list('sort=name&order=asc&pageSize=100')).body.data.items.map((item: Item) => item.name);
      const desc = (await list('sort=name&order=desc&pageSize=100')).body.data.items.map((item: Item) => item.name);
      expect(asc).toHaveLength(Math.min(100, all.length));
      expect(new Set(asc)).toEqual(new Set(all.map((row) => row.name)));
      // Database collations differ on Chinese; the two directions mirror each other.
      expect([...desc].reverse()).toEqual(asc);
      expect(asc).not.toEqual(desc);
    });

    it('answers a page past the end with no items and the same total', async () => {
      const { body } = await list('page=999&pageSize=100');
      expect(body.data).toMatchObject({ items: [], total: all.length, page: 999, pageSize: 100 });
    });

    it.each([
      ['page=0', 'query.page'],
      ['page=-1', 'query.page'],
      ['page=abc', 'query.page'],
      ['pageSize=10000', 'query.pageSize'],
      ['pageSize=0', 'query.pageSize'],
      ['sort=popularity', 'query.sort'],
      ['sort=records', 'query.sort'],
      ['order=sideways', 'query.order'],
      ['type=model', 'query.type'],
      ["domain=' OR 1=1 --", 'query.domain'],
      ["operator=org_x' OR '1'='1", 'query.operator'],
      ['colour=red', '不支持的字段 colour'],
      ['department=dept_jt', '不支持的字段 department'],
      [`keyword=${'数'.repeat(51)}`, 'query.keyword'],
    ])('refuses %s with a clear envelope error', async (query, message) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining(message) });
    });

    it.each(["' OR 1=1 --", '%', '_', '\\', '"; DROP TABLE data_products; --'])('treats the keyword %j as text', async (keyword) => {
      const { status, body } = await list(`keyword=${encodeURIComponent(keyword)}`);
      expect(status).toBe(200);
      expect(body.data.total).toBeLessThan(all.length);
      const count = await server.database.db
        .selectFrom('data_products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(all.length);
    });

    it('gives a product with its description', async () => {
      const sample = all[0]!;
      const response = await server.api('GET', `/web/data-product/detail?t=1&id=${sample.id}`);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        id: sample.id,
        name: sample.name,
        type: sample.product_type,
        domain: { id: sample.domain_id },
        operator: { id: sample.org_id },
      });
      expect(data.description.length).toBeGreaterThan(10);
      expect(data.scenarios.length).toBeGreaterThan(0);
    });

    it('answers an unknown product with code 4011 (the client shows /404)', async () => {
      const response = await server.api('GET', '/web/data-product/detail?t=1&id=prd_missing');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 4011, data: null });
    });

    it.each(["prd_0001' OR '1'='1", '', 'PRD_0001'])('refuses the detail id %j with a clear envelope error', async (id) => {
      const response = await server.api('GET', `/web/data-product/detail?t=1&id=${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining('query.id') });
    });
  });
}
