import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '@portal/server-demo-data';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { bucketSum, BAD_PAGING } from '../testing/lists';

for (const target of openTestDatabases()) {
  describe(`calls API on ${target.name} (issue 5, spec §2 /applylist)`, () => {
    let server: PortalServer;
    let calls: { id: string; deadline: number }[];

    beforeAll(async () => {
      server = await startPortalServer(target);
      const { db } = server.database;
      calls = (await db.selectFrom('calls').select(['id', 'deadline']).execute()).map((row) => ({ ...row, deadline: Number(row.deadline) }));
    });
    afterAll(async () => {
      await server.close();
    });

    const get = (path: string, token?: string) => server.get(path, token);

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
        expect(bucketSum(body.data.facets.status)).toBe(calls.length);
        const paged = await get('/web/call/list?status=open&pageSize=3&page=2');
        expect(paged.body.data.items.length).toBeLessThanOrEqual(3);
        expect(paged.body.data.total).toBe(calls.filter((row) => row.deadline >= now).length);
      });

      it.each([
        ...BAD_PAGING.filter(([query]) => !query.startsWith('year=')),
        ['status=pending', 'query.status'] as [string, string],
        ['year=2025', '不支持的字段 year'] as [string, string],
      ])('refuses %s with a clear envelope error', async (query, message) => {
        const { status, body } = await get(`/web/call/list?${query}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 4000, data: null, msg: expect.stringContaining(message) });
      });

      it('gives a call with its body; an unknown id answers 4011', async () => {
        const sample = calls[0]!;
        const { body } = await get(`/web/call/detail?id=${sample.id}`);
        expect(body.data).toMatchObject({
          id: sample.id,
          deadline: new Date(sample.deadline).toISOString(),
          status: sample.deadline >= server.clock.now ? 'open' : 'closed',
        });
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
      const valid = (callId: string) => ({
        callId,
        contactName: '周振华',
        contactPhone: '13951700101',
        content: '我单位拟基于开放数据建设交通出行数据服务，申请参与本次征集。',
      });

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
        const replaced = {
          ...valid(call.id),
          contactName: '陈立群',
          contactPhone: '13800000000',
          content: '更新：补充提供脱敏后的历史样本数据和联合建模方案。',
        };
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
        await db
          .updateTable('calls')
          .set({ deadline: server.clock.now - 1 })
          .where('id', '=', call.id)
          .execute();
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
  });
}
