import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

interface Item {
  id: string;
  name: string;
  domain: { id: string };
  department: { id: string };
  openType: string;
  formats: string[];
  updateFrequency: string;
  updatedAt: string;
  recordCount: number;
}

for (const target of openTestDatabases()) {
  describe(`catalogue API on ${target.name} (issue 5)`, () => {
    let server: PortalServer;
    // Every resource as the database holds it, to check the API against.
    let all: {
      id: string;
      name: string;
      domain_id: string;
      department_id: string;
      open_type: string;
      formats: string;
      update_frequency: string;
      updated_at: number;
      record_count: number;
    }[];

    beforeAll(async () => {
      server = await startPortalServer(target);
      all = await server.database.db
        .selectFrom('data_resources')
        .select(['id', 'name', 'domain_id', 'department_id', 'open_type', 'formats', 'update_frequency', 'updated_at', 'record_count'])
        .execute();
      all = all.map((row) => ({ ...row, updated_at: Number(row.updated_at), record_count: Number(row.record_count) }));
    });
    afterAll(async () => {
      await server.close();
    });

    const list = async (query: string) => {
      const response = await server.api('GET', `/web/data-resource/list?t=1${query ? `&${query}` : ''}`);
      return { status: response.statusCode, body: response.json() };
    };

    it('lists the catalogue options: domains and departments', async () => {
      const { data } = (await server.api('GET', '/web/catalogue/options?t=1')).json();
      expect(data.domains.length).toBeGreaterThanOrEqual(12);
      expect(data.departments.length).toBeGreaterThanOrEqual(20);
    });

    it('pages the newest first by default, with facet counts that add up', async () => {
      const { status, body } = await list('');
      expect(status).toBe(200);
      const data = body.data;
      expect(data.total).toBe(all.length);
      expect(data.total).toBeGreaterThanOrEqual(500);
      expect(data).toMatchObject({ page: 1, pageSize: 10 });
      expect(data.items).toHaveLength(10);
      const dates = data.items.map((item: Item) => item.updatedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const facet of ['domain', 'department', 'openType', 'frequency'] as const) {
        expect(
          data.facets[facet].reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0),
          facet,
        ).toBe(all.length);
      }
    });

    it('filters by domain and department, and the counts shown match the list', async () => {
      const sample = all[7]!;
      const expected = all.filter((row) => row.domain_id === sample.domain_id && row.department_id === sample.department_id);
      const { body } = await list(`domain=${sample.domain_id}&department=${sample.department_id}&pageSize=100`);
      const data = body.data;
      expect(data.total).toBe(expected.length);
      expect(data.items.map((item: Item) => item.id).sort()).toEqual(
        expected
          .map((row) => row.id)
          .sort()
          .slice(0, 100),
      );
      // The domain facet counts with the department filter applied (not its own).
      const domainBucket = data.facets.domain.find((bucket: { value: string }) => bucket.value === sample.domain_id);
      expect(domainBucket.count).toBe(expected.length);
      const departmentBucket = data.facets.department.find((bucket: { value: string }) => bucket.value === sample.department_id);
      expect(departmentBucket.count).toBe(expected.length);
      const inDomain = all.filter((row) => row.domain_id === sample.domain_id).length;
      expect(data.facets.department.reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0)).toBe(inDomain);
    });

    it('filters by open type, format and update frequency', async () => {
      const { body } = await list('openType=conditional&format=CSV&frequency=monthly&pageSize=100');
      const expected = all.filter((row) => row.open_type === 'conditional' && JSON.parse(row.formats).includes('CSV') && row.update_frequency === 'monthly');
      expect(body.data.total).toBe(expected.length);
      for (const item of body.data.items as Item[]) {
        expect(item).toMatchObject({ openType: 'conditional', updateFrequency: 'monthly' });
        expect(item.formats).toContain('CSV');
      }
    });

    it('finds resources by a keyword in the name', async () => {
      const sample = all[3]!;
      const keyword = [...sample.name].slice(0, 4).join('');
      const { body } = await list(`keyword=${encodeURIComponent(keyword)}&pageSize=100`);
      expect(body.data.total).toBeGreaterThan(0);
      expect(body.data.items.map((item: Item) => item.id)).toContain(sample.id);
    });

    it('with a keyword, filters, counts, sorts and pages the matches like the SQL path does', async () => {
      // The matches of the keyword alone, page by page.
      const matched = new Set<string>();
      for (let page = 1; page < 50; page += 1) {
        const items = (await list(`keyword=${encodeURIComponent('交通')}&pageSize=100&page=${page}`)).body.data.items as Item[];
        for (const item of items) matched.add(item.id);
        if (items.length < 100) break;
      }
      expect(matched.size).toBeGreaterThan(10);
      const rows = all.filter((row) => matched.has(row.id));
      const csv = (row: (typeof all)[number]) => (JSON.parse(row.formats) as string[]).includes('CSV');
      const expected = rows.filter((row) => row.open_type === 'conditional' && csv(row));
      const { body } = await list(`keyword=${encodeURIComponent('交通')}&openType=conditional&format=CSV&sort=records&order=asc&pageSize=5`);
      const data = body.data;
      expect(data.total).toBe(expected.length);
      const order = [...expected].sort((a, b) => a.record_count - b.record_count || (a.id < b.id ? -1 : 1)).slice(0, 5);
      expect(data.items.map((item: Item) => item.id)).toEqual(order.map((row) => row.id));
      const bucket = (facet: string, value: string) => data.facets[facet].find((entry: { value: string }) => entry.value === value).count;
      // Each facet counts the matches under every other filter.
      expect(bucket('openType', 'unconditional')).toBe(rows.filter((row) => row.open_type === 'unconditional' && csv(row)).length);
      expect(bucket('format', 'JSON')).toBe(
        rows.filter((row) => row.open_type === 'conditional' && (JSON.parse(row.formats) as string[]).includes('JSON')).length,
      );
      const domain = expected[0]!.domain_id;
      expect(bucket('domain', domain)).toBe(expected.filter((row) => row.domain_id === domain).length);
    });

    it('sorts by name and by record count', async () => {
      const byName = (await list('sort=name&order=asc&pageSize=20')).body.data.items.map((item: Item) => item.name);
      expect(byName).toHaveLength(20);
      const byRecords = (await list('sort=records&order=desc&pageSize=20')).body.data.items.map((item: Item) => item.recordCount);
      expect([...byRecords].sort((a, b) => b - a)).toEqual(byRecords);
    });

    it('answers a page past the end with no items and the same total', async () => {
      const { body } = await list('page=999&pageSize=100');
      expect(body.data).toMatchObject({ items: [], total: all.length, page: 999 });
    });

    it.each([
      ['page=0', 'query.page'],
      ['page=-1', 'query.page'],
      ['page=abc', 'query.page'],
      ['pageSize=10000', 'query.pageSize'],
      ['pageSize=0', 'query.pageSize'],
      ['sort=popularity', 'query.sort'],
      ['order=sideways', 'query.order'],
      ['openType=secret', 'query.openType'],
      ["domain=' OR 1=1 --", 'query.domain'],
      ['colour=red', '不支持的字段 colour'],
      [`keyword=${'数'.repeat(51)}`, 'query.keyword'],
    ])('refuses %s with a clear envelope error', async (query, message) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining(message) });
    });

    it.each(["' OR 1=1 --", '%', '_', '\\', '"; DROP TABLE data_resources; --'])('treats the keyword %j as text', async (keyword) => {
      const { status, body } = await list(`keyword=${encodeURIComponent(keyword)}`);
      expect(status).toBe(200);
      expect(body.data.total).toBeLessThan(all.length);
      const count = await server.database.db
        .selectFrom('data_resources')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(all.length);
    });

    it('gives a resource with its field schema', async () => {
      const sample = all[0]!;
      const { data } = (await server.api('GET', `/web/data-resource/detail?t=1&id=${sample.id}`)).json();
      expect(data).toMatchObject({ id: sample.id, name: sample.name });
      expect(data.fields.length).toBeGreaterThan(0);
      expect(data.fields[0]).toEqual({ name: expect.any(String), label: expect.any(String), type: expect.any(String), description: expect.any(String) });
    });

    it('answers an unknown resource with code 4011 (the client shows /404)', async () => {
      const response = await server.api('GET', '/web/data-resource/detail?t=1&id=res_missing');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 4011, data: null });
    });
  });
}
