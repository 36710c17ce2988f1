import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILE_FORBIDDEN_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { ACTORS, ANON, BAD, FORBIDDEN, OK, only, signInActors, type Actor, type Outcome } from '../testing/actors';
import { MULTIPART_CONTENT_TYPE, SAMPLE_FILES, filePart, multipart, type Part } from '../testing/multipart';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

interface Attachment {
  id: string;
  name: string;
  sizeBytes: number;
  contentType: string;
  url: string;
}
interface MyResponse {
  callId: string;
  content: string;
  submittedAt: string;
  attachment: Attachment | null;
  call: { id: string; title: string; organiser: string; status: 'open' | 'closed'; deadline: string };
}

const { pdf: PDF, zip: ZIP, exe: EXE } = SAMPLE_FILES;

for (const target of openTestDatabases()) {
  describe(`call responses with a file and 我的反馈 on ${target.name} (issue 21 §10c)`, () => {
    let server: PortalServer;
    let tokens: Partial<Record<Actor, string>> = {};
    let openCalls: { id: string; title: string; organiser: string; deadline: number }[] = [];
    let closedCall: { id: string };

    beforeAll(async () => {
      server = await startPortalServer(target);
      ({ tokens } = await signInActors(server, 86_400_000));
      const calls = await server.database.db.selectFrom('calls').select(['id', 'title', 'organiser', 'deadline']).orderBy('deadline').execute();
      const now = server.clock.now;
      openCalls = calls.filter((row) => Number(row.deadline) >= now + 86_400_000).map((row) => ({ ...row, deadline: Number(row.deadline) }));
      closedCall = calls.find((row) => Number(row.deadline) < now)!;
      expect(openCalls.length).toBeGreaterThanOrEqual(4);
    });
    afterAll(async () => {
      await server.close();
    });
    // Uploads are limited per user and minute: each test starts a new minute.
    beforeEach(() => {
      server.clock.now += 61_000;
    });

    const upload = (actor: Actor, parts: Part[] | Buffer) =>
      server.app.inject({
        method: 'POST',
        url: '/alpha-portal/api/v1/second/file/upload',
        headers: { host: server.host, 'content-type': MULTIPART_CONTENT_TYPE, ...(tokens[actor] ? { 'user-token': tokens[actor] } : {}) },
        payload: Buffer.isBuffer(parts) ? parts : multipart(parts),
      });
    const outcome = (response: { statusCode: number; json(): unknown }): Outcome => [response.statusCode, (response.json() as { code: number }).code];
    /** Uploads a response file as the actor; its id. */
    const responseFile = async (actor: Actor, name = '需求征集反馈表.docx', content: Buffer = ZIP): Promise<string> => {
      const response = await upload(actor, [{ field: 'purpose', value: 'response' }, filePart(name, content)]);
      expect(outcome(response), response.body).toEqual(OK);
      return (response.json() as { data: { id: string } }).data.id;
    };
    const body = (callId: string, fileId?: string | null) => ({
      callId,
      contactName: '周振华',
      contactPhone: '13951700101',
      content: '我单位按征集模板填写了数据需求清单，详见附件。',
      ...(fileId !== undefined ? { fileId } : {}),
    });
    const respond = (actor: Actor, payload: unknown) => server.api('POST', '/second/call/respond', payload, tokens[actor]);
    const download = (id: string, actor: Actor) =>
      server.app.inject({
        method: 'GET',
        url: `/alpha-portal/api/v1/web/file/${id}`,
        headers: { host: server.host, ...(tokens[actor] ? { 'user-token': tokens[actor] } : {}) },
      });
    const responses = () => server.database.db.selectFrom('call_responses').selectAll().orderBy('call_id').orderBy('org_id').execute();
    const files = () => server.database.db.selectFrom('stored_files').select(['id', 'purpose', 'org_id']).orderBy('id').execute();

    it('a corporation uploads its filled-in template (purpose response), sends it with its response and reads it back; the file is its own', async () => {
      const call = openCalls[0]!;
      const fileId = await responseFile('corpA');
      const row = await server.database.db.selectFrom('stored_files').select(['purpose', 'org_id']).where('id', '=', fileId).executeTakeFirstOrThrow();
      expect(row).toEqual({ purpose: 'response', org_id: 'org_jsdata' });

      const sent = await respond('corpA', body(call.id, fileId));
      expect(outcome(sent)).toEqual(OK);
      const attachment = {
        id: fileId,
        name: '需求征集反馈表.docx',
        sizeBytes: ZIP.length,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        url: `/alpha-portal/api/v1/web/file/${fileId}`,
      };
      expect((sent.json() as { data: unknown }).data).toEqual({ ...body(call.id), submittedAt: new Date(server.clock.now).toISOString(), attachment });
      const read = await server.api('GET', `/second/call/response?callId=${call.id}`, undefined, tokens.corpA);
      expect((read.json() as { data: { attachment: unknown } }).data.attachment).toEqual(attachment);

      const got = await download(fileId, 'corpA');
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(ZIP)).toBe(true);
      expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('需求征集反馈表.docx')}`);
      expect(got.headers['cache-control']).toBe('private, no-store');
    });

    it('a response without a file still works and answers attachment null', async () => {
      const call = openCalls[1]!;
      const sent = await respond('corpB', { ...body(call.id), contactPhone: '13951700102' });
      expect(outcome(sent)).toEqual(OK);
      expect((sent.json() as { data: { attachment: unknown } }).data.attachment).toBeNull();
    });

    describe('download authorisation: the responding corporation and admins only', () => {
      let fileId: string;
      beforeAll(async () => {
        fileId = await responseFile('corpA', '反馈材料.pdf', PDF);
        expect(outcome(await respond('corpA', body(openCalls[2]!.id, fileId)))).toEqual(OK);
      });
      const table = only({ corpA: OK, admin: OK });
      it.each(ACTORS.map((actor) => [actor, table[actor]] as const))('GET /web/file/<response file> as %s', async (actor, expected) => {
        const response = await download(fileId, actor);
        if (expected === OK) {
          expect(response.statusCode).toBe(200);
          expect(response.rawPayload.equals(PDF)).toBe(true);
        } else {
          expect(outcome(response)).toEqual(expected);
          if (expected === FORBIDDEN && actor !== 'disabled') expect((response.json() as { msg: string }).msg).toBe(FILE_FORBIDDEN_MESSAGE);
        }
      });
    });

    describe("the upload keeps the application attachments' rules", () => {
      it('spec §8: a response file over 10 MB answers HTTP 413 {code 4130, msg 文件大小超过限制，请重新选择}; nothing is written', async () => {
        const before = await files();
        const big = Buffer.concat([PDF.subarray(0, 5), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - 5, 0x20)]);
        const response = await upload('corpA', [{ field: 'purpose', value: 'response' }, filePart('big.pdf', big)]);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ code: 4130, msg: FILE_TOO_LARGE_MESSAGE, data: null });
        expect(await files()).toEqual(before);
      });

      it.each([
        ['an .exe', [{ field: 'purpose', value: 'response' }, filePart('setup.exe', EXE)], /不支持的文件类型/],
        ['an .exe renamed .pdf (magic bytes)', [{ field: 'purpose', value: 'response' }, filePart('反馈.pdf', EXE)], /文件内容与扩展名 \.pdf 不符/],
        ['a purpose a corporation may not use', [{ field: 'purpose', value: 'template' }, filePart('t.pdf', PDF)], /purpose 应为 application 或 response/],
        [
          'an unknown field',
          [{ field: 'purpose', value: 'response' }, { field: 'orgId', value: 'org_njtraffic' }, filePart('a.pdf', PDF)],
          /不支持的字段|上传内容不完整/,
        ],
      ] as [string, Part[], RegExp][])('refuses %s with a 400 envelope error and writes nothing', async (_case, parts, message) => {
        const before = await files();
        const response = await upload('corpA', parts);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 4000, msg: expect.stringMatching(message), data: null });
        expect(await files()).toEqual(before);
      });

      it.each(ACTORS.map((actor) => [actor, only({ corpA: OK, corpB: OK })[actor]] as const))(
        'POST /second/file/upload (purpose response) as %s',
        async (actor, expected) => {
          const before = (await files()).length;
          expect(outcome(await upload(actor, [{ field: 'purpose', value: 'response' }, filePart('a.pdf', PDF)]))).toEqual(expected);
          expect((await files()).length).toBe(before + (expected === OK ? 1 : 0));
        },
      );
    });

    describe('POST /second/call/respond with fileId', () => {
      it("refuses another corporation's file, an application attachment, an unknown or malformed id, and a file already on another response (400); nothing is written", async () => {
        const call = openCalls[3]!;
        const ofB = await responseFile('corpB');
        const application = await (async () => {
          const response = await upload('corpA', [filePart('营业执照.pdf', PDF)]);
          return (response.json() as { data: { id: string } }).data.id;
        })();
        const onOther = await responseFile('corpA');
        expect(outcome(await respond('corpA', body(openCalls[1]!.id, onOther)))).toEqual(OK);
        const before = { responses: await responses(), files: await files() };
        for (const [label, fileId, message] of [
          ["corporation B's file", ofB, /body\.fileId/],
          ['an application attachment', application, /body\.fileId/],
          ['an unknown id', 'fil_000000000000000000000000', /body\.fileId/],
          ['a file on another response', onOther, /body\.fileId/],
          ['a malformed id', "fil_x' OR 1=1 --", /body\.fileId/],
        ] as const) {
          const response = await respond('corpA', body(call.id, fileId));
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toEqual({ code: 4000, msg: expect.stringMatching(message), data: null });
        }
        expect({ responses: await responses(), files: await files() }).toEqual(before);
      });

      it('a closed call is refused with its file unattached', async () => {
        const fileId = await responseFile('corpA');
        const before = await responses();
        const response = await respond('corpA', body(closedCall.id, fileId));
        expect(outcome(response)).toEqual([409, 4090]);
        expect(await responses()).toEqual(before);
      });

      it('sending again replaces the file (the replaced one is deleted); sending without one removes it', async () => {
        const call = openCalls[0]!;
        const first = (await server.api('GET', `/second/call/response?callId=${call.id}`, undefined, tokens.corpA)).json() as {
          data: { attachment: Attachment };
        };
        const old = first.data.attachment.id;
        const next = await responseFile('corpA', '反馈表（修订）.xlsx');
        const replaced = await respond('corpA', body(call.id, next));
        expect((replaced.json() as { data: { attachment: Attachment } }).data.attachment.id).toBe(next);
        expect((await files()).map((row) => row.id)).not.toContain(old);
        // The same file again is kept.
        expect(outcome(await respond('corpA', body(call.id, next)))).toEqual(OK);
        expect((await files()).map((row) => row.id)).toContain(next);

        const without = await respond('corpA', body(call.id, null));
        expect((without.json() as { data: { attachment: unknown } }).data.attachment).toBeNull();
        expect((await files()).map((row) => row.id)).not.toContain(next);
        const row = (await responses()).find((item) => item.call_id === call.id && item.org_id === 'org_jsdata');
        expect(row?.file_id ?? null).toBeNull();
        // Put it back for the list below.
        expect(outcome(await respond('corpA', body(call.id, await responseFile('corpA'))))).toEqual(OK);
      });
    });

    describe('GET /second/call/responses (我的反馈)', () => {
      it("lists the corporation's own responses, latest change first, with the call's title, organiser, status and the file", async () => {
        const seeded = (await responses()).filter((row) => row.org_id === 'org_jsdata');
        const response = await server.api('GET', '/second/call/responses?t=1&pageSize=100', undefined, tokens.corpA);
        expect(outcome(response)).toEqual(OK);
        const data = (response.json() as { data: { items: MyResponse[]; total: number; page: number; pageSize: number } }).data;
        expect(data.total).toBe(seeded.length);
        expect(data.items.map((item) => item.callId).sort()).toEqual(seeded.map((row) => row.call_id).sort());
        const times = data.items.map((item) => item.submittedAt);
        expect([...times].sort().reverse()).toEqual(times);
        // The latest change is openCalls[0]'s, put back with a file in the test before.
        const latest = data.items[0]!;
        const call = openCalls[0]!;
        expect(latest).toMatchObject({
          callId: call.id,
          call: { id: call.id, title: call.title, organiser: call.organiser, status: 'open', deadline: new Date(call.deadline).toISOString() },
        });
        expect(latest.attachment).toMatchObject({ name: '需求征集反馈表.docx', url: `/alpha-portal/api/v1/web/file/${latest.attachment?.id}` });
        // Another corporation sees its own, nothing of corporation A's.
        const other = (await server.api('GET', '/second/call/responses?t=1&pageSize=100', undefined, tokens.corpB)).json() as {
          data: { items: MyResponse[]; total: number };
        };
        const ofB = (await responses()).filter((row) => row.org_id === 'org_njtraffic');
        expect(other.data.total).toBe(ofB.length);
        expect(other.data.items.map((item) => item.callId).sort()).toEqual(
          ofB
            .map((row) => row.call_id)
            .sort()
            .slice(0, 100),
        );
        expect(other.data.items.find((item) => item.callId === openCalls[2]!.id)?.attachment ?? null).toBeNull();

        const paged = (await server.api('GET', '/second/call/responses?t=1&page=2&pageSize=1', undefined, tokens.corpA)).json() as {
          data: { items: MyResponse[]; total: number };
        };
        expect(paged.data.items.map((item) => item.callId)).toEqual([data.items[1]!.callId]);
        expect(paged.data.total).toBe(data.total);
      });

      it('shows a call whose deadline has passed as closed', async () => {
        const call = openCalls[2]!;
        const { db } = server.database;
        await db
          .updateTable('calls')
          .set({ deadline: server.clock.now - 1 })
          .where('id', '=', call.id)
          .execute();
        try {
          const data = (
            (await server.api('GET', '/second/call/responses?t=1&pageSize=100', undefined, tokens.corpA)).json() as { data: { items: MyResponse[] } }
          ).data;
          expect(data.items.find((item) => item.callId === call.id)?.call.status).toBe('closed');
        } finally {
          await db.updateTable('calls').set({ deadline: call.deadline }).where('id', '=', call.id).execute();
        }
      });

      it.each(ACTORS.map((actor) => [actor, only({ corpA: OK, corpB: OK })[actor]] as const))('GET /second/call/responses as %s', async (actor, expected) => {
        expect(outcome(await server.api('GET', '/second/call/responses?t=1', undefined, tokens[actor]))).toEqual(expected);
      });

      it.each(['page=0', 'pageSize=101', 'page=abc', 'orgId=org_njtraffic'])('refuses %s with a clear 400 envelope error', async (query) => {
        const response = await server.api('GET', `/second/call/responses?t=1&${query}`, undefined, tokens.corpA);
        expect(outcome(response)).toEqual(BAD);
        expect((response.json() as { msg: string }).msg).toMatch(/query\.|不支持的字段/);
      });

      it('anonymous gets 401', async () => {
        expect(outcome(await server.api('GET', '/second/call/responses?t=1'))).toEqual(ANON);
      });
    });
  });
}
