import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@portal/util';
import { DEMO_PASSWORDS } from '@portal/server-demo-data';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

interface Bucket {
  value: string;
  label: string;
  count: number;
}
interface Attachment {
  name: string;
  url: string;
  sizeBytes: number;
}

const sum = (buckets: Bucket[]) => buckets.reduce((total, bucket) => total + bucket.count, 0);
const countOf = (buckets: Bucket[], value: string) => buckets.find((bucket) => bucket.value === value)?.count;
const HOUR = 3_600_000;
/** The Beijing calendar year of an instant. */
const beijingYear = (ms: number) => new Date(ms + 8 * HOUR).getUTCFullYear();

/** Bad list parameters every list refuses (spec §8 envelope, HTTP 400, code 4000). */
const BAD_PAGING: Array<[string, string]> = [
  ['page=0', 'query.page'],
  ['page=-1', 'query.page'],
  ['page=abc', 'query.page'],
  ['pageSize=10000', 'query.pageSize'],
  ['pageSize=0', 'query.pageSize'],
  ['colour=red', '不支持的字段 colour'],
  ['sort=title', '不支持的字段 sort'],
  ["year=' OR 1=1 --", 'query.year'],
  ['year=1899', 'query.year'],
  [`keyword=${'数'.repeat(51)}`, 'query.keyword'],
];

const SQLISH = ["' OR 1=1 --", '%', '_', '\\', '"; DROP TABLE news; --'];

for (const target of openTestDatabases()) {
  describe(`publications API on ${target.name} (issue 5, spec §2 /dynamics /policy /applylist /about /richTextCenter)`, () => {
    let server: PortalServer;
    let news: { id: string; title: string; category: string; status: string; published_at: number }[];
    let policies: { id: string; level: string; issued_at: string; published_at: number; title: string }[];
    let calls: { id: string; deadline: number }[];

    beforeAll(async () => {
      server = await startPortalServer(target);
      const { db } = server.database;
      news = (await db.selectFrom('news').select(['id', 'title', 'category', 'status', 'published_at']).execute()).map((row) => ({ ...row, published_at: Number(row.published_at) }));
      policies = (await db.selectFrom('policies').select(['id', 'title', 'level', 'issued_at', 'published_at']).execute()).map((row) => ({
        ...row,
        published_at: Number(row.published_at),
      }));
      calls = (await db.selectFrom('calls').select(['id', 'deadline']).execute()).map((row) => ({ ...row, deadline: Number(row.deadline) }));
    });
    afterAll(async () => {
      await server.close();
    });

    const get = async (path: string, token?: string) => {
      const response = await server.api('GET', `${path}${path.includes('?') ? '&' : '?'}t=1`, undefined, token);
      return { status: response.statusCode, body: response.json() };
    };
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
        expect(data.items.map((item: { id: string }) => item.id)).toEqual(newestFirst(all).slice(0, 10).map((row) => row.id));
        expect(Object.keys(data.items[0]).sort()).toEqual(['category', 'id', 'publishedAt', 'source', 'summary', 'title']);
        expect(sum(data.facets.category)).toBe(all.length);
        expect(data.facets.category.map((bucket: Bucket) => bucket.label)).toEqual(['平台动态', '通知公告', '行业资讯']);
        expect(sum(data.facets.year)).toBe(all.length);
        for (const bucket of data.facets.year as Bucket[]) {
          expect(bucket.count, bucket.value).toBe(all.filter((row) => beijingYear(row.published_at) === Number(bucket.value)).length);
          expect(bucket.label).toBe(`${bucket.value}年`);
        }
        // Drafts and offline items are never listed.
        const hidden = news.filter((row) => row.status !== 'published');
        expect(hidden.length).toBeGreaterThan(0);
        const everything = await get('/web/news/list?pageSize=100&page=2');
        const ids = new Set([...(await get('/web/news/list?pageSize=100')).body.data.items, ...everything.body.data.items].map((item: { id: string }) => item.id));
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
          expect(bucket.count, bucket.value).toBe(all.filter((row) => row.category === 'announcement' && beijingYear(row.published_at) === Number(bucket.value)).length);
        }
        expect(countOf(body.data.facets.category, 'announcement')).toBe(expected.length);
        expect(countOf(body.data.facets.year, String(year))).toBe(expected.length);
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
        const count = await server.database.db.selectFrom('news').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
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

    describe('attachments (GET /web/attachment/<kind>/<id>/<n>.pdf)', () => {
      it('serves every attachment of a news item, policy and call as a PDF of the size the item lists', async () => {
        const { db } = server.database;
        const owners = [
          ['news', (await db.selectFrom('news').select(['id', 'attachments']).where('status', '=', 'published').where('attachments', '!=', '[]').executeTakeFirstOrThrow()).id],
          ['policy', (await db.selectFrom('policies').select(['id']).where('attachments', '!=', '[]').executeTakeFirstOrThrow()).id],
          ['call', (await db.selectFrom('calls').select(['id']).where('attachments', '!=', '[]').executeTakeFirstOrThrow()).id],
        ] as const;
        for (const [kind, id] of owners) {
          const path = kind === 'news' ? '/web/news/detail' : kind === 'policy' ? '/web/policy/detail' : '/web/call/detail';
          const attachments = (await get(`${path}?id=${id}`)).body.data.attachments as Attachment[];
          expect(attachments.length, id).toBeGreaterThan(0);
          for (const attachment of attachments) {
            expect(attachment.url).toMatch(/^\/alpha-portal\/api\/v1\/web\/attachment\//);
            const response = await server.app.inject({ method: 'GET', url: attachment.url, headers: { host: server.host } });
            expect(response.statusCode, attachment.url).toBe(200);
            expect(response.headers['content-type']).toBe('application/pdf');
            expect(String(response.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(attachment.name)}`);
            expect(response.rawPayload.length).toBe(attachment.sizeBytes);
            expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          }
        }
      });

      it('answers an attachment that does not exist, or of a news item that is not public, with 4011', async () => {
        const hidden = (await server.database.db.selectFrom('news').select('id').where('status', '!=', 'published').executeTakeFirstOrThrow()).id;
        await server.database.db.updateTable('news').set({ attachments: JSON.stringify([{ name: '附件：草稿.pdf', url: `/alpha-portal/api/v1/web/attachment/news/${hidden}/1.pdf`, sizeBytes: 1 }]) }).where('id', '=', hidden).execute();
        for (const url of ['/web/attachment/news/news_9999/1.pdf', '/web/attachment/policy/pol_0001/9.pdf', `/web/attachment/news/${hidden}/1.pdf`]) {
          const response = await server.api('GET', url);
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toMatchObject({ code: 4011, data: null });
        }
      });

      it.each(['/web/attachment/users/usr_admin/1.pdf', '/web/attachment/news/..%2F..%2Fetc/1.pdf', '/web/attachment/news/news_0001/0.pdf', '/web/attachment/news/news_0001/1.exe'])(
        'refuses %s with a clear envelope error',
        async (url) => {
          const response = await server.api('GET', url);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ code: 4000, data: null });
        },
      );
    });

    describe('policies (GET /web/policy/list, /web/policy/detail)', () => {
      const newestIssued = (rows: typeof policies) =>
        [...rows].sort((a, b) => (a.issued_at < b.issued_at ? 1 : a.issued_at > b.issued_at ? -1 : b.published_at - a.published_at || (a.id < b.id ? 1 : -1)));

      it('pages policies newest first, with level and year facets over all of them', async () => {
        const { status, body } = await get('/web/policy/list?pageSize=20');
        expect(status).toBe(200);
        expect(body.data.total).toBe(policies.length);
        expect(body.data.total).toBeGreaterThanOrEqual(60);
        expect(body.data.items.map((item: { id: string }) => item.id)).toEqual(newestIssued(policies).slice(0, 20).map((row) => row.id));
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
        expect(sum(body.data.facets.level)).toBe(policies.length);
        expect(sum(body.data.facets.year)).toBe(policies.length);
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

    describe('calls for collection (GET /web/call/list, /web/call/detail)', () => {
      it('lists open calls first by deadline, then closed ones latest deadline first, with status facets', async () => {
        const now = server.clock.now;
        const { status, body } = await get('/web/call/list?pageSize=100');
        expect(status).toBe(200);
        expect(body.data.total).toBe(calls.length);
        expect(body.data.total).toBeGreaterThanOrEqual(20);
        const open = calls.filter((row) => row.deadline >= now).sort((a, b) => a.deadline - b.deadline || a.id.localeCompare(b.id));
        const closed = calls.filter((row) => row.deadline < now).sort((a, b) => b.deadline - a.deadline || a.id.localeCompare(b.id));
        expect(open.length).toBeGreaterThan(0);
        expect(closed.length).toBeGreaterThan(0);
        expect(body.data.items.map((item: { id: string }) => item.id)).toEqual([...open, ...closed].map((row) => row.id));
        expect(body.data.items.map((item: { status: string }) => item.status)).toEqual([...open.map(() => 'open'), ...closed.map(() => 'closed')]);
        expect(body.data.facets.status).toEqual([
          { value: 'open', label: '征集中', count: open.length },
          { value: 'closed', label: '已截止', count: closed.length },
        ]);
        const responses = await server.database.db.selectFrom('call_responses').select('call_id').execute();
        for (const item of body.data.items as { id: string; responseCount: number }[]) {
          expect(item.responseCount, item.id).toBe(responses.filter((row) => row.call_id === item.id).length);
        }
      });

      it('filters by status; the status facet still counts both', async () => {
        const now = server.clock.now;
        const { body } = await get('/web/call/list?status=closed&pageSize=100');
        expect(body.data.total).toBe(calls.filter((row) => row.deadline < now).length);
        for (const item of body.data.items as { status: string }[]) expect(item.status).toBe('closed');
        expect(sum(body.data.facets.status)).toBe(calls.length);
        const paged = await get('/web/call/list?status=open&pageSize=3&page=2');
        expect(paged.body.data.items.length).toBeLessThanOrEqual(3);
        expect(paged.body.data.total).toBe(calls.filter((row) => row.deadline >= now).length);
      });

      it.each([...BAD_PAGING.filter(([query]) => !query.startsWith('year=')), ['status=pending', 'query.status'] as [string, string], ['year=2025', '不支持的字段 year'] as [string, string]])(
        'refuses %s with a clear envelope error',
        async (query, message) => {
          const { status, body } = await get(`/web/call/list?${query}`);
          expect(status).toBe(400);
          expect(body).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining(message) });
        },
      );

      it('gives a call with its body; an unknown id answers 4011', async () => {
        const sample = calls[0]!;
        const { body } = await get(`/web/call/detail?id=${sample.id}`);
        expect(body.data).toMatchObject({ id: sample.id, deadline: new Date(sample.deadline).toISOString(), status: sample.deadline >= server.clock.now ? 'open' : 'closed' });
        expect(body.data.bodyHtml).toContain('<h3>');
        expect(await get('/web/call/detail?id=call_9999')).toMatchObject({ status: 404, body: { code: 4011, data: null } });
      });
    });

    describe('responding to a call (GET /second/call/response, POST /second/call/respond)', () => {
      const openCall = () => calls.filter((row) => row.deadline >= server.clock.now).sort((a, b) => a.deadline - b.deadline)[0]!;
      const closedCall = () => calls.find((row) => row.deadline < server.clock.now)!;
      const dump = () => server.database.db.selectFrom('call_responses').selectAll().orderBy('call_id').orderBy('org_id').execute();
      // One sign-in for the block: SMS codes are rate-limited per phone.
      let token: string;
      beforeAll(async () => {
        ({ token } = await server.signIn('sso', server.corp.account));
      });
      const valid = (callId: string) => ({ callId, contactName: '周振华', contactPhone: '13951700101', content: '我单位拟基于开放数据建设交通出行数据服务，申请参与本次征集。' });

      it('refuses anonymous callers with 401 and staff with 403, writing nothing', async () => {
        const before = await dump();
        const anonymous = await server.api('POST', '/second/call/respond', valid(openCall().id));
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ code: 1001, data: null });
        expect((await get(`/second/call/response?callId=${openCall().id}`)).status).toBe(401);

        const admin = await server.signIn('account', 'admin', DEMO_PASSWORDS.admin);
        const staff = await server.api('POST', '/second/call/respond', valid(openCall().id), admin.token);
        expect(staff.statusCode).toBe(403);
        expect(staff.json()).toMatchObject({ code: 4030, data: null });
        expect((await get(`/second/call/response?callId=${openCall().id}`, admin.token)).status).toBe(403);
        expect(await dump()).toEqual(before);
      });

      it('lets a corporation respond to an open call, replace its response, and read it back', async () => {
        const call = openCall();
        expect((await get(`/second/call/response?callId=${call.id}`, token)).body).toMatchObject({ code: 0, data: null });
        const countBefore = (await get(`/web/call/detail?id=${call.id}`)).body.data.responseCount;

        const first = await server.api('POST', '/second/call/respond', valid(call.id), token);
        expect(first.statusCode).toBe(200);
        expect(first.json().data).toEqual({ ...valid(call.id), submittedAt: new Date(server.clock.now).toISOString(), attachment: null });

        server.clock.now += 60_000;
        const replaced = { ...valid(call.id), contactName: '陈立群', contactPhone: '13800000000', content: '更新：补充提供脱敏后的历史样本数据和联合建模方案。' };
        const second = await server.api('POST', '/second/call/respond', replaced, token);
        expect(second.statusCode).toBe(200);
        expect(second.json().data).toEqual({ ...replaced, submittedAt: new Date(server.clock.now).toISOString(), attachment: null });

        const rows = (await dump()).filter((row) => row.call_id === call.id && row.org_id === server.corp.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ contact_name: '陈立群', content: replaced.content, user_id: 'usr_corp_jsdata' });
        expect(Number(rows[0]!.submitted_at)).toBe(server.clock.now - 60_000);
        expect((await get(`/second/call/response?callId=${call.id}`, token)).body.data).toEqual(second.json().data);
        expect((await get(`/web/call/detail?id=${call.id}`)).body.data.responseCount).toBe(countBefore + 1);
      });

      it('refuses a closed call with a clear envelope error and writes nothing', async () => {
        const before = await dump();
        const response = await server.api('POST', '/second/call/respond', valid(closedCall().id), token);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 4090, data: null, msg: expect.stringContaining('已截止') });
        expect(await dump()).toEqual(before);
      });

      it('refuses once the deadline passes (the call becomes closed)', async () => {
        const call = openCall();
        const { db } = server.database;
        await db.updateTable('calls').set({ deadline: server.clock.now - 1 }).where('id', '=', call.id).execute();
        try {
          const before = await dump();
          const response = await server.api('POST', '/second/call/respond', valid(call.id), token);
          expect(response.statusCode).toBe(409);
          expect(response.json()).toMatchObject({ code: 4090 });
          expect(await dump()).toEqual(before);
          expect((await get(`/web/call/detail?id=${call.id}`)).body.data.status).toBe('closed');
        } finally {
          await db.updateTable('calls').set({ deadline: call.deadline }).where('id', '=', call.id).execute();
        }
      });

      it('answers an unknown call with 4011 and bad bodies with 400, writing nothing', async () => {
        const before = await dump();
        const missing = await server.api('POST', '/second/call/respond', valid('call_9999'), token);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ code: 4011 });
        expect((await get('/second/call/response?callId=call_9999', token)).body).toMatchObject({ code: 4011 });
        const id = openCall().id;
        for (const [body, field] of [
          [{ ...valid(id), contactPhone: '12345' }, 'body.contactPhone'],
          [{ ...valid(id), content: '太短' }, 'body.content'],
          [{ ...valid(id), content: '长'.repeat(2001) }, 'body.content'],
          [{ ...valid(id), contactName: '' }, 'body.contactName'],
          [{ ...valid(id), orgId: 'org_njtraffic' }, '不支持的字段 orgId'],
          [{ ...valid(id), callId: "call_0001' OR 1=1 --" }, 'body.callId'],
          ['{not json', 'JSON'],
        ] as const) {
          const response = await server.api('POST', '/second/call/respond', body, token);
          expect(response.statusCode, field).toBe(400);
          expect(response.json()).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining(field) });
        }
        expect(await dump()).toEqual(before);
      });
    });

    describe('static pages (GET /web/page)', () => {
      it.each([
        ['about', '关于平台'],
        ['privacy', '隐私政策声明'],
      ])('gives the %s page', async (slug, title) => {
        const { status, body } = await get(`/web/page?slug=${slug}`);
        expect(status).toBe(200);
        expect(body.data).toMatchObject({ slug, title, updatedAt: expect.any(String) });
        expect(body.data.bodyHtml).toContain('<h2>');
      });

      it.each(['contact', "about' OR 1=1 --", ''])('refuses the slug %j', async (slug) => {
        const { status, body } = await get(`/web/page?slug=${encodeURIComponent(slug)}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining('query.slug') });
      });
    });

    describe('home content wall (GET /web/content-config/wall/, spec §7)', () => {
      interface Item {
        id: string;
        title: string;
        meta: string;
        date: string;
        href: string;
      }
      const wall = async () => (await get('/web/content-config/wall/')).body.data as { updatedAt: string; blocks: Array<Record<string, unknown> & { type: string; id: string }> };
      const block = <T>(data: Awaited<ReturnType<typeof wall>>, id: string) => data.blocks.find((b) => b.id === id) as unknown as T;

      it('serves the blocks in order with live statistics (no internal keys)', async () => {
        const data = await wall();
        expect(data.blocks.map((b) => b.type)).toEqual(['banner', 'stats', 'featured', 'featured', 'latest', 'latest', 'links']);
        expect((block<{ slides: unknown[] }>(data, 'banner')).slides).toHaveLength(3);
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
        await db.insertInto('data_products').values({ ...product, id: 'prd_9001' }).execute();
        try {
          expect(block<typeof stats>(await wall(), 'stats').items.find((item) => item.label === '上架数据产品')?.value).toBe(products.length + 1);
        } finally {
          await db.deleteFrom('data_products').where('id', '=', 'prd_9001').execute();
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
        const row = await db.selectFrom('content_wall').selectAll().where('id', '=', 'home').executeTakeFirstOrThrow();
        const blocks = JSON.parse(row.blocks) as Array<{ id: string; ids?: string[] }>;
        const featured = blocks.find((b) => b.id === 'featured-products')!;
        const kept = featured.ids!.slice(0, 2);
        featured.ids = [kept[0]!, 'prd_gone', kept[1]!];
        await db.updateTable('content_wall').set({ blocks: JSON.stringify(blocks) }).where('id', '=', 'home').execute();
        try {
          const items = block<{ ids: string[]; items: Item[] }>(await wall(), 'featured-products');
          expect(items.ids).toEqual([kept[0], 'prd_gone', kept[1]]);
          expect(items.items.map((item) => item.id)).toEqual(kept);
        } finally {
          await db.updateTable('content_wall').set({ blocks: row.blocks }).where('id', '=', 'home').execute();
        }
      });
    });
  });
}
