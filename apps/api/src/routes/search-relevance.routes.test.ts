import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpContentGeneration } from '@portal/server-core';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { hits, text, type Hit } from '../testing/search-hits';

interface SearchData {
  total: number;
  items: Hit[];
  terms: string[];
  suggestion: string | null;
  corrected: boolean;
  partial: boolean;
}

for (const target of openTestDatabases()) {
  describe(`issue 16 §Relevance on ${target.name}: search finds what people mean`, () => {
    let server: PortalServer;
    let resources: { id: string; name: string; department: string; formats: string[] }[];

    beforeAll(async () => {
      server = await startPortalServer(target);
      resources = (await server.database.db.selectFrom('data_resources').select(['id', 'name', 'department_id', 'formats']).execute()).map((row) => ({
        id: row.id,
        name: row.name,
        department: row.department_id,
        formats: JSON.parse(row.formats) as string[],
      }));
    });
    afterAll(async () => {
      await server.close();
    });

    const search = async (query: string): Promise<SearchData> => {
      const response = await server.api('GET', `/web/search?t=1&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().data as SearchData;
    };
    const q = (value: string, extra = '') => `q=${encodeURIComponent(value)}${extra}`;

    /** Every resource id a query finds. */
    async function resourceIds(value: string): Promise<string[]> {
      const ids: string[] = [];
      for (let page = 1; page < 50; page += 1) {
        const data = await search(`${q(value)}&type=resource&page=${page}&pageSize=100`);
        ids.push(...data.items.map((item) => item.id));
        if (data.items.length < 100) break;
      }
      return ids.sort();
    }
    const named = (needle: string) =>
      resources
        .filter((resource) => resource.name.includes(needle))
        .map((resource) => resource.id)
        .sort();

    it.each([
      ['出租车', '出租汽车'],
      ['低保', '最低生活保障'],
      ['失业金', '失业保险金'],
      ['危化品', '危险化学品'],
      ['企业登记', '市场主体登记'],
      ['工商登记', '市场主体登记'],
      ['社保', '社会保险'],
    ])('finds %s by its synonym or older name %s, highlighted where it is', async (typed, written) => {
      const expected = named(written);
      expect(expected.length).toBeGreaterThan(0);
      expect(await resourceIds(typed)).toEqual(expect.arrayContaining(expected));
      const data = await search(`${q(typed)}&type=resource&pageSize=5`);
      // The resources named so come first, the synonym highlighted in their titles.
      for (const item of data.items.slice(0, Math.min(5, expected.length))) {
        expect(text(item.title)).toContain(written);
        expect(hits(item.title)).toContain(written);
      }
    });

    it('finds 医院 and 医疗机构 from each other, and 名单 and 名录', async () => {
      expect(await resourceIds('医院')).toEqual(expect.arrayContaining(named('医疗机构')));
      expect(await resourceIds('医疗机构')).toEqual(expect.arrayContaining(named('医院')));
      expect(await resourceIds('名单')).toEqual(expect.arrayContaining(named('名录')));
      expect(await resourceIds('名录')).toEqual(expect.arrayContaining(named('名单')));
    });

    it.each([
      ['卫健委', 'dept_wjw'],
      ['省交通厅', 'dept_jtt'],
      ['人社厅', 'dept_rst'],
      ['市场监管局', 'dept_scjgj'],
    ])('finds every resource of a department by its everyday name %s', async (alias, department) => {
      const expected = resources
        .filter((resource) => resource.department === department)
        .map((resource) => resource.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(await resourceIds(alias)).toEqual(expect.arrayContaining(expected));
    });

    it("ranks a department's own resources before news that only name it in their titles", async () => {
      const data = await search(`${q('数据局')}&pageSize=10`);
      expect(data.total).toBeGreaterThan(10);
      expect(data.items.map((item) => item.type)).toEqual(Array(10).fill('resource'));
      expect(data.items.every((item) => item.meta.startsWith('江苏省数据局'))).toBe(true);
    });

    it('ranks the kind of item a word names first (政策 → policies) without filtering the others', async () => {
      const data = await search(`${q('公共数据 政策')}&pageSize=5`);
      expect(data.items.map((item) => item.type)).toEqual(Array(5).fill('policy'));
      expect(data.total).toBeGreaterThan((await search(`${q('公共数据 政策')}&type=policy`)).total);
    });

    it('finds API resources as 接口 and 接口 as API, and formats case-insensitively', async () => {
      const api = resources
        .filter((resource) => resource.formats.includes('API'))
        .map((resource) => resource.id)
        .sort();
      expect(api.length).toBeGreaterThan(0);
      expect(await resourceIds('接口')).toEqual(expect.arrayContaining(api));
      expect(await resourceIds('api')).toEqual(expect.arrayContaining(api));
      const csv = resources.filter((resource) => resource.formats.includes('CSV')).map((resource) => resource.id);
      expect(await resourceIds('Csv')).toEqual(expect.arrayContaining(csv));
    });

    it.each([
      ['bus', '公交'],
      ['hospital', '医院'],
      ['weather', '天气'],
      ['Air Quality', '空气质量'],
    ])('finds English %s by its Chinese topic %s', async (english, chinese) => {
      const expected = named(chinese);
      expect(expected.length).toBeGreaterThan(0);
      expect(await resourceIds(english)).toEqual(expect.arrayContaining(expected));
    });

    it.each([
      ['气像', '气象'],
      ['公基金', '公积金'],
      ['hospitl', 'hospital'],
    ])('suggests %s → %s and shows its results when the typed query finds nothing; verbatim=1 keeps the typed one', async (typo, likely) => {
      const corrected = await search(q(typo));
      expect(corrected).toMatchObject({ suggestion: likely, corrected: true });
      expect(corrected.total).toBeGreaterThan(0);
      expect(corrected.terms).toEqual([likely]);
      const verbatim = await search(q(typo, '&verbatim=1'));
      expect(verbatim).toMatchObject({ suggestion: likely, corrected: false, total: 0, items: [] });
      // Only the search that truly found nothing is a miss.
      const misses = await server.database.db.selectFrom('search_misses').select(['query', 'count']).where('query', '=', typo).execute();
      expect(misses.map((miss) => Number(miss.count))).toEqual([1]);
    });

    it('gives the best partial matches when no item has every word, and nothing for nonsense', async () => {
      const partial = await search(q('公交 飞船'));
      expect(partial.partial).toBe(true);
      expect(partial.total).toBeGreaterThan(0);
      // What 公交 alone finds (no item is about 飞船).
      expect(partial.total).toBe((await search(q('公交'))).total);
      expect(await resourceIds('公交 飞船')).toEqual(await resourceIds('公交'));
      for (const nonsense of ['量子猫咪飞船', 'qwzxkjv', '阿斯顿甫隆咔嚓']) {
        const data = await search(q(nonsense));
        expect(data, nonsense).toMatchObject({ total: 0, items: [], suggestion: null, corrected: false });
      }
    });

    it('lets a place rank its items first without filtering the others out', async () => {
      // A topic some cities' resources have, Nanjing's among them.
      const topics = ['养老机构', '公交线路', '城镇天气预报', '最低生活保障', '医保定点医药机构', '住房公积金'];
      const topic = topics.find((name) => named(`南京市${name}`).length > 0 && named(name).length > named(`南京市${name}`).length);
      expect(topic).toBeDefined();
      const nanjing = named(`南京市${topic}`).length;
      const data = await search(`${q(`南京 ${topic}`)}&type=resource&pageSize=50`);
      // Not filtered: the same items as the topic alone, Nanjing's first.
      expect(data.total).toBe((await search(`${q(topic!)}&type=resource`)).total);
      expect(data.total).toBeGreaterThan(nanjing);
      const titles = data.items.map((item) => text(item.title));
      expect(titles.slice(0, nanjing).every((title) => title.startsWith('南京市'))).toBe(true);
      expect(titles.slice(nanjing).some((title) => title.startsWith('南京市'))).toBe(false);
    });

    it('drops the filler words of a question (我想查一下…的数据)', async () => {
      expect(await resourceIds('我想查一下最低生活保障的数据')).toEqual(await resourceIds('最低生活保障'));
      expect((await resourceIds('最低生活保障')).length).toBeGreaterThan(0);
    });

    it('puts the exact title first', async () => {
      const title = resources.find((resource) => resource.name.startsWith('全省出租汽车运营车辆信息'))?.name ?? resources[0]!.name;
      const data = await search(`${q(title)}&pageSize=3`);
      expect(text(data.items[0]!.title)).toBe(title);
    });

    it('reads the dictionary from the database: a group added there is used at once', async () => {
      const { db } = server.database;
      const before = await search(q('蓝鲸快线'));
      expect(before.total).toBe(0);
      await db
        .insertInto('search_synonyms')
        .values({ kind: 'synonym', terms: JSON.stringify(['蓝鲸快线', '网约车']), updated_at: Date.now() })
        .execute();
      await bumpContentGeneration(db);
      const after = await search(q('蓝鲸快线'));
      expect(after.total).toBeGreaterThan(0);
      // Found through the new group: every hit highlights 网约车, the term it stands for.
      expect(after.items.every((item) => [...hits(item.title), ...hits(item.snippet)].includes('网约车'))).toBe(true);
      expect(await resourceIds('蓝鲸快线')).toEqual(expect.arrayContaining(named('网约车')));
    });

    it('orders the resource and product lists by relevance with a keyword, other sorts still selectable', async () => {
      const list = async (path: string) => {
        const response = await server.api('GET', path);
        expect(response.statusCode).toBe(200);
        return response.json().data as { total: number; items: { id: string; name: string; updatedAt: string }[] };
      };
      const relevant = await list(`/web/data-resource/list?t=1&keyword=${encodeURIComponent('交通')}&pageSize=100`);
      const names = relevant.items.map((item) => item.name);
      const firstWithout = names.findIndex((name) => !name.includes('交通'));
      expect(firstWithout).toBeGreaterThan(0);
      // Every resource named with the keyword comes before every one that only mentions it elsewhere.
      expect(names.slice(firstWithout).some((name) => name.includes('交通'))).toBe(false);
      const updated = await list(`/web/data-resource/list?t=1&keyword=${encodeURIComponent('交通')}&pageSize=100&sort=updated`);
      expect(updated.total).toBe(relevant.total);
      const times = updated.items.map((item) => item.updatedAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(updated.items.map((item) => item.id)).not.toEqual(relevant.items.map((item) => item.id));

      const products = await list(`/web/data-product/list?t=1&keyword=${encodeURIComponent('报告')}&pageSize=100`);
      const productNames = products.items.map((item) => item.name);
      const firstProductWithout = productNames.findIndex((name) => !name.includes('报告'));
      if (firstProductWithout !== -1) expect(productNames.slice(firstProductWithout).some((name) => name.includes('报告'))).toBe(false);
      expect(productNames[0]).toContain('报告');
      // Relevance needs a keyword: without one it is the newest update.
      const plain = await list('/web/data-resource/list?t=1&sort=relevance&pageSize=20');
      const plainTimes = plain.items.map((item) => item.updatedAt);
      expect(plainTimes).toEqual([...plainTimes].sort().reverse());
    });

    it('uses synonyms and the partial fallback in the list keyword filter too', async () => {
      const response = await server.api('GET', `/web/data-resource/list?t=1&keyword=${encodeURIComponent('出租车')}&pageSize=100`);
      const data = response.json().data as { total: number; items: { id: string }[] };
      expect(data.items.map((item) => item.id).sort()).toEqual(expect.arrayContaining(named('出租汽车')));
      const partial = await server.api('GET', `/web/data-resource/list?t=1&keyword=${encodeURIComponent('出租车 飞船')}&pageSize=100`);
      expect((partial.json().data as { total: number }).total).toBe(data.total);
    });
  });
}
