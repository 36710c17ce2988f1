import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchIndex, segmentWords } from '@portal/server-search';
import { formatDay } from '@portal/util';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { hits, type Hit } from '../testing/search-hits';

for (const target of openTestDatabases()) {
  describe(`search API on ${target.name} (issue 5: segmented, indexed, ranked, highlighted, faceted by type)`, () => {
    let server: PortalServer;
    /** Each resource's searchable fields, to compute the expected matches independently of the index. */
    let resources: { id: string; fields: string[] }[];

    beforeAll(async () => {
      server = await startPortalServer(target);
      const { db } = server.database;
      resources = (
        await db
          .selectFrom('data_resources as r')
          .innerJoin('departments as d', 'd.id', 'r.department_id')
          .innerJoin('data_domains as m', 'm.id', 'r.domain_id')
          .select([
            'r.id',
            'r.name',
            'r.description',
            'r.tags',
            'r.code',
            'r.formats',
            'r.field_schema',
            'd.name as department',
            'd.short_name',
            'm.name as domain',
          ])
          .execute()
      ).map((row) => {
        // Issue 16: also what a resource is searched by without showing it — the department's short
        // name, the formats (API also as 接口) and the fields' labels.
        const formats = JSON.parse(row.formats) as string[];
        const labels = (JSON.parse(row.field_schema) as { label: string }[]).map((field) => field.label);
        const keywords = [row.short_name, ...formats, ...(formats.includes('API') ? ['接口'] : []), ...labels];
        return { id: row.id, fields: [row.name, row.description, ...(JSON.parse(row.tags) as string[]), row.code, row.department, row.domain, ...keywords] };
      });
    });
    afterAll(async () => {
      await server.close();
    });

    const search = async (query: string) => {
      const response = await server.api('GET', `/web/search?t=1&${query}`);
      return { status: response.statusCode, body: response.json() };
    };
    const expectedResources = (needle: string) =>
      resources
        .filter((resource) => resource.fields.some((field) => field.toLowerCase().includes(needle)))
        .map((resource) => resource.id)
        .sort();

    /** Every id of one type that a query finds, page by page. */
    async function allIds(q: string, type: string): Promise<string[]> {
      const ids: string[] = [];
      for (let page = 1; page < 100; page += 1) {
        const { body } = await search(`q=${encodeURIComponent(q)}&type=${type}&page=${page}&pageSize=100`);
        const items = body.data.items as Hit[];
        ids.push(...items.map((item) => item.id));
        if (items.length < 100) break;
      }
      return ids.sort();
    }

    it('finds 交通 in several types, counts per type, highlighted titles or snippets', async () => {
      const { status, body } = await search(`q=${encodeURIComponent('交通')}`);
      expect(status).toBe(200);
      const data = body.data;
      expect(data.query).toBe('交通');
      expect(data.terms).toEqual(['交通']);
      const counts = Object.fromEntries((data.facets.type as { value: string; count: number }[]).map((facet) => [facet.value, facet.count]));
      expect(Object.keys(counts)).toEqual(['resource', 'product', 'news', 'policy']);
      expect(Object.values(counts).filter((count) => count > 0).length).toBeGreaterThanOrEqual(3);
      expect(data.total).toBe(Object.values(counts).reduce((sum, count) => sum + count, 0));
      expect(data.items).toHaveLength(10);
      for (const item of data.items as Hit[]) {
        expect([...hits(item.title), ...hits(item.snippet), item.meta].join('')).toContain('交通');
        for (const part of [...hits(item.title), ...hits(item.snippet)]) expect(part).toBe('交通');
      }
      // A title match outranks a body-only match.
      expect(hits((data.items as Hit[])[0]!.title)).toContain('交通');
    });

    it('matches exactly the resources whose text holds a 2-character query the dictionary does not know (交通, 收费)', async () => {
      for (const q of ['交通', '收费']) {
        const expected = expectedResources(q);
        expect(expected.length).toBeGreaterThan(0);
        expect(await allIds(q, 'resource')).toEqual(expected);
      }
    });

    it('answers a 1-character query (税) with every resource holding that character', async () => {
      const expected = expectedResources('税');
      expect(expected.length).toBeGreaterThan(0);
      expect(await allIds('税', 'resource')).toEqual(expected);
    });

    it('requires every word of a longer query, each by all its character pairs (收费站 名称)', async () => {
      const expected = resources
        .filter((resource) => ['收费', '费站', '名称'].every((gram) => resource.fields.some((field) => field.includes(gram))))
        .map((resource) => resource.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(await allIds('收费站 名称', 'resource')).toEqual(expected);
    });

    it('filters by type and pages without overlap', async () => {
      const first = (await search(`q=${encodeURIComponent('数据')}&type=product&pageSize=5`)).body.data;
      const second = (await search(`q=${encodeURIComponent('数据')}&type=product&pageSize=5&page=2`)).body.data;
      expect(first.items.every((item: Hit) => item.type === 'product')).toBe(true);
      expect(first.total).toBe(first.facets.type.find((facet: { value: string }) => facet.value === 'product').count);
      expect(first.total).toBeGreaterThan(5);
      const overlap = (first.items as Hit[]).filter((item) => (second.items as Hit[]).some((other) => other.id === item.id));
      expect(overlap).toEqual([]);
    });

    it('issue 21 §8: a policy hit is dated by its issue date (发布日期), as the policy list and detail show it', async () => {
      const { body } = await search(`q=${encodeURIComponent('数据')}&type=policy&pageSize=20`);
      const items = body.data.items as Hit[];
      expect(items.length).toBeGreaterThan(0);
      const { db } = server.database;
      for (const item of items) {
        const row = await db.selectFrom('policies').select('issued_at').where('id', '=', item.id).executeTakeFirstOrThrow();
        expect(formatDay(item.date)).toBe(row.issued_at);
      }
    });

    it('issue 16: finds resources by format (CSV, 接口 for API), department short name and field label', async () => {
      const { db } = server.database;
      const shortName = (await db.selectFrom('departments').select('short_name').where('id', '=', 'dept_ybj').executeTakeFirstOrThrow()).short_name;
      const label = (
        JSON.parse((await db.selectFrom('data_resources').select('field_schema').orderBy('id').executeTakeFirstOrThrow()).field_schema) as { label: string }[]
      )[0]!.label;
      for (const q of ['csv', '接口', shortName, label]) {
        // Each word of the query (the segmenter's) in some field: a label such as 记录编号 is two words.
        const words = segmentWords(q);
        const expected = resources
          .filter((resource) => words.every((word) => resource.fields.some((field) => field.toLowerCase().includes(word))))
          .map((resource) => resource.id)
          .sort();
        expect(expected.length, q).toBeGreaterThan(0);
        expect(await allIds(q, 'resource'), q).toEqual(expected);
      }
      // Formats are matched as words: every CSV resource, and the API ones under 接口.
      const csv = resources.filter((resource) => resource.fields.includes('CSV')).map((resource) => resource.id);
      expect(await allIds('CSV', 'resource')).toEqual(expect.arrayContaining(csv));
    });

    it('finds Latin words by prefix, case-insensitively (api)', async () => {
      const { body } = await search('q=api&type=product');
      expect(body.data.total).toBeGreaterThan(0);
    });

    it('records a query that found nothing, counting repeats', async () => {
      const q = '量子纠缠之外';
      for (let run = 0; run < 2; run += 1) {
        const { status, body } = await search(`q=${encodeURIComponent(q)}`);
        expect(status).toBe(200);
        expect(body.data.total).toBe(0);
        expect(body.data.items).toEqual([]);
      }
      const miss = await server.database.db.selectFrom('search_misses').selectAll().where('query', '=', q).executeTakeFirstOrThrow();
      expect(Number(miss.count)).toBe(2);
      const found = await server.database.db.selectFrom('search_misses').select('query').where('query', '=', '交通').executeTakeFirst();
      expect(found).toBeUndefined();
    });

    it('indexes an item when it changes and forgets it when removed', async () => {
      const index = createSearchIndex(server.database.db);
      await index.upsert([
        { type: 'news', refId: 'news_probe', title: '鸿蒙生态数据沙箱上线', body: '沙箱正文', meta: '平台动态', date: Date.UTC(2026, 0, 1) },
      ]);
      let data = (await search(`q=${encodeURIComponent('沙箱')}&type=news`)).body.data;
      expect((data.items as Hit[]).map((item) => item.id)).toContain('news_probe');
      await index.upsert([{ type: 'news', refId: 'news_probe', title: '鸿蒙生态数据平台上线', body: '正文', meta: '平台动态', date: Date.UTC(2026, 0, 1) }]);
      data = (await search(`q=${encodeURIComponent('沙箱')}&type=news`)).body.data;
      expect((data.items as Hit[]).map((item) => item.id)).not.toContain('news_probe');
      await index.remove('news', ['news_probe']);
      data = (await search(`q=${encodeURIComponent('鸿蒙')}&type=news`)).body.data;
      expect(data.total).toBe(0);
    });

    it.each([
      ['no query', 'q='],
      ['a blank query', 'q=%20%20'],
      ['a query over 50 characters', `q=${'交'.repeat(51)}`],
      ['an unknown type', 'q=a&type=person'],
      ['a negative page', 'q=a&page=-1'],
      ['page size 10 000', 'q=a&pageSize=10000'],
      ['an unknown parameter', 'q=a&sort=score'],
    ])('refuses %s with an envelope error', async (_case, query) => {
      const { status, body } = await search(query);
      expect(status).toBe(400);
      expect(body).toEqual({ code: expect.any(Number), msg: expect.stringMatching(/\S/), data: null });
      expect(body.code).not.toBe(0);
    });

    it.each([`' OR 1=1 --`, '"交通" OR NEAR(a b', "交通'); drop table search_documents; --", 'a:* & !b | (c', '\\'])(
      'treats query syntax as text: %s',
      async (q) => {
        const { status, body } = await search(`q=${encodeURIComponent(q)}`);
        expect(status).toBe(200);
        expect(body.code).toBe(0);
        const rows = await server.database.db
          .selectFrom('search_documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(rows.n)).toBeGreaterThan(500);
      },
    );
  });
}
