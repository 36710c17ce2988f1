import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { UPLOAD_QUOTA } from '@portal/server-files';
import { createOnboardingService } from '@portal/server-onboarding';
import { createFilesService } from '../file-usages';
import { ACTORS, ACCOUNTS, OK, BAD, ANON, FORBIDDEN, HIDDEN, signInActors, type Actor, type Outcome } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

/* ---------------------------------------------------------------- file fixtures (magic bytes) */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake')]);
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(32)]);
const ZIP = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('[Content_Types].xml word/document.xml')]);
const EXE = Buffer.concat([Buffer.from('MZ\u0090\u0000', 'latin1'), Buffer.from('This program cannot be run in DOS mode.')]);
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

/* ---------------------------------------------------------------- multipart bodies */
const BOUNDARY = '----portal-test-boundary-7d1f';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
type Part = { field: string; value: string } | { field: string; filename: string; content: Buffer };

const partHead = (part: Part) =>
  'filename' in part
    ? `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`
    : `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.field}"\r\n\r\n`;

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(partHead(part), 'utf8'));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A multipart body streamed in 64 KB chunks: text fields, then a PDF of `size` bytes (never held in memory at once). */
function streamedPdf(filename: string, size: number, fields: { field: string; value: string }[] = []): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  async function* body() {
    if (fields.length > 0) yield multipart(fields).subarray(0, -`--${BOUNDARY}--\r\n`.length);
    yield Buffer.from(partHead({ field: 'file', filename, content: Buffer.alloc(0) }), 'utf8');
    yield PDF.subarray(0, 5);
    let left = size - 5;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield chunk.subarray(0, n);
      left -= n;
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return Readable.from(body());
}

const file = (filename: string, content: Buffer): Part => ({ field: 'file', filename, content });

for (const target of openTestDatabases()) {
  describe(`files on ${target.name} (issue 6: uploads, attachments, entry templates, downloads; spec §8 HTTP 413)`, () => {
    let server: PortalServer;
    let tokens: Partial<Record<Actor, string>> = {};

    beforeAll(async () => {
      server = await startPortalServer(target);
      // Uploads need sessions that outlive the test's clock jumps (a minute per test).
      ({ tokens } = await signInActors(server, 86_400_000));
    });
    afterAll(async () => {
      await server.close();
    });
    // Uploads are limited per user and minute; each test starts a new minute (the rate test counts on its own).
    beforeEach(() => {
      server.clock.now += 61_000;
    });

    const upload = (path: '/second/file/upload' | '/primary/file/upload', actor: Actor, payload: Buffer | Readable, contentType = CONTENT_TYPE) =>
      server.app.inject({
        method: 'POST',
        url: `/alpha-portal/api/v1${path}`,
        headers: { host: server.host, 'content-type': contentType, ...(tokens[actor] ? { 'user-token': tokens[actor] } : {}) },
        payload,
      });
    const outcome = (response: { statusCode: number; json(): unknown }): Outcome => [response.statusCode, (response.json() as { code: number }).code];
    const fileCount = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('stored_files')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const download = (id: string, actor: Actor) =>
      server.app.inject({
        method: 'GET',
        url: `/alpha-portal/api/v1/web/file/${id}`,
        headers: { host: server.host, ...(tokens[actor] ? { 'user-token': tokens[actor] } : {}) },
      });
    /** Uploads and returns the new file's id (the upload must succeed). */
    const uploaded = async (path: '/second/file/upload' | '/primary/file/upload', actor: Actor, parts: Part[]): Promise<string> => {
      const response = await upload(path, actor, multipart(parts));
      expect(outcome(response), response.body).toEqual(OK);
      return (response.json() as { data: { id: string } }).data.id;
    };
    const draftOf = (domainId: string, attachmentIds?: string[]) => ({
      domainId,
      contactName: '周振华',
      contactPhone: '13951700101',
      scenario: '基于公共数据开发城市出行指数产品。',
      dataUse: '仅在授权运营环境内加工使用，产出脱敏统计结果。',
      ...(attachmentIds ? { attachmentIds } : {}),
    });

    describe('upload (issue 6 attachments; spec §8 HTTP 413)', () => {
      it("stores a corporation's PDF and answers {id, name, sizeBytes, contentType}; the bytes come back on download", async () => {
        const before = await fileCount();
        const response = await upload('/second/file/upload', 'corpA', multipart([file('营业执照副本.pdf', PDF)]));
        expect(outcome(response)).toEqual(OK);
        const data = (response.json() as { data: { id: string } }).data;
        expect(data).toEqual({
          id: expect.stringMatching(/^fil_[0-9a-f]{24}$/),
          name: '营业执照副本.pdf',
          sizeBytes: PDF.length,
          contentType: 'application/pdf',
        });
        expect(await fileCount()).toBe(before + 1);
        const row = await server.database.db.selectFrom('stored_files').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          purpose: 'application',
          org_id: 'org_jsdata',
          name: '营业执照副本.pdf',
          sha256: createHash('sha256').update(PDF).digest('hex'),
        });
        expect(Buffer.from(row.content).equals(PDF)).toBe(true);

        const got = await download(data.id, 'corpA');
        expect(got.statusCode).toBe(200);
        expect(got.rawPayload.equals(PDF)).toBe(true);
        expect(got.headers['content-type']).toBe('application/pdf');
        expect(got.headers['content-disposition']).toBe(`attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('营业执照副本.pdf')}`);
        expect(got.headers['x-content-type-options']).toBe('nosniff');
        expect(got.headers['cache-control']).toBe('private, no-store');
        // ASVS 3.4.6: the download's own CSP still forbids framing.
        expect(got.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      });

      it.each([
        ['a .png', '现场照片.png', PNG, 'image/png'],
        ['a .jpg', 'photo.JPG', JPEG, 'image/jpeg'],
        ['a .doc', '方案.doc', DOC, 'application/msword'],
        ['a .docx', '方案.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['a .zip', '材料.zip', ZIP, 'application/zip'],
      ])('accepts %s by extension and magic bytes, typed by the server', async (_case, name, content, contentType) => {
        const response = await upload('/second/file/upload', 'corpA', multipart([file(name, content)]));
        expect(outcome(response)).toEqual(OK);
        expect((response.json() as { data: { contentType: string } }).data.contentType).toBe(contentType);
      });

      it('spec §8: a file just over 10 MB (streamed) answers HTTP 413 {code 4130, msg 文件大小超过限制，请重新选择}; no row is added', async () => {
        const before = await fileCount();
        const response = await upload('/second/file/upload', 'corpA', streamedPdf('big.pdf', MAX_UPLOAD_BYTES + 1));
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ code: 4130, msg: FILE_TOO_LARGE_MESSAGE, data: null });
        expect(FILE_TOO_LARGE_MESSAGE).toBe('文件大小超过限制，请重新选择');
        expect(await fileCount()).toBe(before);
        // Exactly the limit is allowed.
        const atLimit = await upload('/second/file/upload', 'corpA', streamedPdf('limit.pdf', MAX_UPLOAD_BYTES));
        expect(outcome(atLimit)).toEqual(OK);
        expect((atLimit.json() as { data: { sizeBytes: number } }).data.sizeBytes).toBe(MAX_UPLOAD_BYTES);
        expect(await fileCount()).toBe(before + 1);
      });

      it('spec §8: an admin template over 10 MB answers HTTP 413 with the same message; no row is added', async () => {
        const before = await fileCount();
        const response = await upload(
          '/primary/file/upload',
          'admin',
          streamedPdf('模板.pdf', MAX_UPLOAD_BYTES + 64 * 1024, [{ field: 'purpose', value: 'template' }]),
        );
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ code: 4130, msg: FILE_TOO_LARGE_MESSAGE, data: null });
        expect(await fileCount()).toBe(before);
      });

      it.each([
        ['an .exe', 'setup.exe', EXE, /不支持的文件类型/],
        ['a .pdf of plain text (magic bytes)', 'scan.pdf', Buffer.from('just some text, not a PDF at all'), /文件内容与扩展名 \.pdf 不符/],
        ['an .html', 'page.html', HTML, /不支持的文件类型/],
        ['a name without extension', 'README', PDF, /不支持的文件类型/],
        ['an .exe renamed .pdf (magic bytes)', 'report.pdf', EXE, /文件内容与扩展名 \.pdf 不符/],
        ['an .html renamed .png (magic bytes)', 'photo.png', HTML, /文件内容与扩展名 \.png 不符/],
        ['an .html renamed .docx (magic bytes)', 'plan.docx', HTML, /文件内容与扩展名 \.docx 不符/],
        ['a PDF renamed .jpg (magic bytes)', 'photo.jpg', PDF, /文件内容与扩展名 \.jpg 不符/],
        ['an empty file', 'empty.pdf', Buffer.alloc(0), /文件内容为空/],
      ])('refuses %s with a clear 400 envelope error and writes nothing', async (_case, name, content, message) => {
        const before = await fileCount();
        const response = await upload('/second/file/upload', 'corpA', multipart([file(name, content)]));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 4000, msg: expect.stringMatching(message), data: null });
        expect(await fileCount()).toBe(before);
      });

      it.each([
        ['two files', () => multipart([file('a.pdf', PDF), file('b.pdf', PDF)]), CONTENT_TYPE, /一次只能上传一个文件/],
        ['no file', () => multipart([{ field: 'note', value: 'x' }]), CONTENT_TYPE, /不支持的字段|请选择要上传的文件/],
        ['the file under another field', () => multipart([{ field: 'upload', filename: 'a.pdf', content: PDF }]), CONTENT_TYPE, /字段 file/],
        ['a JSON body', () => Buffer.from('{"name":"a.pdf"}'), 'application/json', /multipart\/form-data/],
        ['a truncated multipart body', () => multipart([file('a.pdf', PDF)]).subarray(0, 120), CONTENT_TYPE, /上传内容不完整|请选择要上传的文件/],
      ])('refuses %s with a 400 envelope error and writes nothing', async (_case, body, contentType, message) => {
        const before = await fileCount();
        const response = await upload('/second/file/upload', 'corpA', body(), contentType);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 4000, msg: expect.stringMatching(message), data: null });
        expect(await fileCount()).toBe(before);
      });

      const uploadTable: [string, '/second/file/upload' | '/primary/file/upload', Part[], Record<Actor, Outcome>][] = [
        [
          'POST /second/file/upload',
          '/second/file/upload',
          [file('a.pdf', PDF)],
          { anonymous: ANON, disabled: ANON, corpA: OK, corpB: OK, reviewer: FORBIDDEN, otherReviewer: FORBIDDEN, admin: FORBIDDEN },
        ],
        [
          'POST /primary/file/upload (template)',
          '/primary/file/upload',
          [{ field: 'purpose', value: 'template' }, file('模板.docx', ZIP)],
          { anonymous: ANON, disabled: ANON, corpA: FORBIDDEN, corpB: FORBIDDEN, reviewer: FORBIDDEN, otherReviewer: FORBIDDEN, admin: OK },
        ],
      ];
      it.each(uploadTable.flatMap(([label, path, parts, expected]) => ACTORS.map((actor) => [label, actor, path, parts, expected[actor]] as const)))(
        '%s as %s (anonymous 401, wrong role 403; a refused upload writes nothing)',
        async (_label, actor, path, parts, expected) => {
          const before = await fileCount();
          expect(outcome(await upload(path, actor, multipart(parts)))).toEqual(expected);
          expect(await fileCount()).toBe(before + (expected === OK ? 1 : 0));
        },
      );

      it.each([
        ['purpose template', [{ field: 'purpose', value: 'template' }, file('t.xlsx', ZIP)], OK],
        ['purpose announcement, after the file', [file('a.pdf', PDF), { field: 'purpose', value: 'announcement' }], OK],
        ['no purpose', [file('a.pdf', PDF)], BAD],
        ['purpose application', [{ field: 'purpose', value: 'application' }, file('a.pdf', PDF)], BAD],
        ['an unknown field', [{ field: 'purpose', value: 'template' }, { field: 'orgId', value: 'org_jsdata' }, file('a.pdf', PDF)], BAD],
      ] as [string, Part[], Outcome][])('admin upload with %s', async (_case, parts, expected) => {
        const before = await fileCount();
        const response = await upload('/primary/file/upload', 'admin', multipart(parts));
        expect(outcome(response)).toEqual(expected);
        expect(await fileCount()).toBe(before + (expected === OK ? 1 : 0));
        if (expected === OK) {
          const row = await server.database.db
            .selectFrom('stored_files')
            .select(['purpose', 'org_id'])
            .where('id', '=', (response.json() as { data: { id: string } }).data.id)
            .executeTakeFirstOrThrow();
          expect(row.org_id).toBeNull();
          expect(row.purpose).toBe(parts.flatMap((part) => ('value' in part && part.field === 'purpose' ? [part.value] : []))[0]);
        }
      });

      it('limits uploads per user: the 21st in a minute answers 429 (4290) before anything is read; another user is not affected', async () => {
        const before = await fileCount();
        for (let i = 0; i < 20; i += 1) expect(outcome(await upload('/second/file/upload', 'corpB', multipart([file(`f${i}.pdf`, PDF)])))).toEqual(OK);
        const limited = await upload('/second/file/upload', 'corpB', multipart([file('f21.pdf', PDF)]));
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({ code: 4290, data: null });
        expect(outcome(await upload('/second/file/upload', 'corpA', multipart([file('a.pdf', PDF)])))).toEqual(OK);
        expect(await fileCount()).toBe(before + 21);
        server.clock.now += 61_000;
        expect(outcome(await upload('/second/file/upload', 'corpB', multipart([file('next.pdf', PDF)])))).toEqual(OK);
      });
    });

    describe('attachments on applications (issue 6 domain/apply)', () => {
      it('saves attachment ids with the draft, in order, and shows them in the detail with their download url', async () => {
        const first = await uploaded('/second/file/upload', 'corpA', [file('授权申请书.pdf', PDF)]);
        const second = await uploaded('/second/file/upload', 'corpA', [file('资质证明.png', PNG)]);
        const saved = await server.api('POST', '/second/domain/application/save', draftOf('dom_culture', [second, first]), tokens.corpA);
        expect(outcome(saved)).toEqual(OK);
        const detail = (saved.json() as { data: { id: string; version: number; attachments: unknown[] } }).data;
        expect(detail.attachments).toEqual([
          { id: second, name: '资质证明.png', sizeBytes: PNG.length, contentType: 'image/png', url: `/alpha-portal/api/v1/web/file/${second}` },
          { id: first, name: '授权申请书.pdf', sizeBytes: PDF.length, contentType: 'application/pdf', url: `/alpha-portal/api/v1/web/file/${first}` },
        ]);
        // An edit replaces the list; without attachmentIds the list is empty.
        const edited = await server.api(
          'POST',
          '/second/domain/application/save',
          { ...draftOf('dom_culture', [first]), id: detail.id, version: detail.version },
          tokens.corpA,
        );
        expect((edited.json() as { data: { attachments: { id: string }[] } }).data.attachments.map((item) => item.id)).toEqual([first]);
        const got = (await server.api('GET', `/second/domain/application/detail?t=1&id=${detail.id}`, undefined, tokens.corpA)).json() as {
          data: { attachments: unknown[] };
        };
        expect(got.data.attachments).toHaveLength(1);
      });

      it("refuses another corporation's file, an admin's template, an unknown id and more than 5 (400); the application is unchanged", async () => {
        const { db } = server.database;
        const own = await uploaded('/second/file/upload', 'corpA', [file('own.pdf', PDF)]);
        const created = await server.api('POST', '/second/domain/application/save', draftOf('dom_education', [own]), tokens.corpA);
        expect(outcome(created)).toEqual(OK);
        const app = (created.json() as { data: { id: string; version: number } }).data;
        const ofB = await uploaded('/second/file/upload', 'corpB', [file('b.pdf', PDF)]);
        const template = await uploaded('/primary/file/upload', 'admin', [{ field: 'purpose', value: 'template' }, file('t.pdf', PDF)]);
        const cases: [string, string[], RegExp][] = [
          ["corporation B's file", [own, ofB], /attachmentIds/],
          ["an admin's template", [template], /attachmentIds/],
          ['an unknown id', ['fil_000000000000000000000000'], /attachmentIds/],
          ['six files', [own, own, own, own, own, own], /附件不能超过5个/],
          ['a malformed id', ["x' OR 1=1"], /attachmentIds/],
        ];
        for (const [label, ids, message] of cases) {
          const response = await server.api(
            'POST',
            '/second/domain/application/save',
            { ...draftOf('dom_education', ids), id: app.id, version: app.version },
            tokens.corpA,
          );
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toEqual({ code: 4000, msg: expect.stringMatching(message), data: null });
        }
        // A new application with corporation B's file is refused too, and nothing of it is written.
        const applications = (await db.selectFrom('domain_applications').select('id').execute()).length;
        const refused = await server.api('POST', '/second/domain/application/save', draftOf('dom_finance', [ofB]), tokens.corpA);
        expect(outcome(refused)).toEqual(BAD);
        expect((await db.selectFrom('domain_applications').select('id').execute()).length).toBe(applications);

        const row = await db.selectFrom('domain_applications').select('version').where('id', '=', app.id).executeTakeFirstOrThrow();
        expect(Number(row.version)).toBe(app.version);
        expect(await db.selectFrom('application_files').select('file_id').where('application_id', '=', app.id).execute()).toEqual([{ file_id: own }]);
        expect(await db.selectFrom('application_transitions').select('action').where('application_id', '=', app.id).execute()).toEqual([{ action: 'create' }]);
      });
    });

    describe('entry templates (issue 6 entry config; /second/entry/file-list is quiet, spec §8)', () => {
      it("an admin sets a domain's templates; corporations list them; others are refused", async () => {
        const guide = await uploaded('/primary/file/upload', 'admin', [{ field: 'purpose', value: 'template' }, file('入驻申请指南.pdf', PDF)]);
        const form = await uploaded('/primary/file/upload', 'admin', [{ field: 'purpose', value: 'template' }, file('申请表模板.xlsx', ZIP)]);
        const updated = await server.api(
          'POST',
          '/primary/entry-config/update',
          { domainId: 'dom_health', description: '医疗健康领域开放入驻申请。', templateFileIds: [form, guide] },
          tokens.admin,
        );
        expect(outcome(updated)).toEqual(OK);
        expect((updated.json() as { data: { templates: { id: string }[] } }).data.templates.map((item) => item.id)).toEqual([form, guide]);

        const list = await server.api('GET', '/second/entry/file-list?t=1&domainId=dom_health', undefined, tokens.corpA);
        expect(outcome(list)).toEqual(OK);
        expect((list.json() as { data: unknown }).data).toEqual([
          { id: form, name: '申请表模板.xlsx', sizeBytes: ZIP.length, url: `/alpha-portal/api/v1/web/file/${form}` },
          { id: guide, name: '入驻申请指南.pdf', sizeBytes: PDF.length, url: `/alpha-portal/api/v1/web/file/${guide}` },
        ]);
        expect((await server.api('GET', '/second/entry/file-list?t=1&domainId=dom_traffic', undefined, tokens.corpB)).json()).toMatchObject({
          code: 0,
          data: [],
        });

        const expected: Record<Actor, Outcome> = {
          anonymous: ANON,
          disabled: ANON,
          corpA: OK,
          corpB: OK,
          reviewer: FORBIDDEN,
          otherReviewer: FORBIDDEN,
          admin: FORBIDDEN,
        };
        for (const actor of ACTORS)
          expect(outcome(await server.api('GET', '/second/entry/file-list?t=1&domainId=dom_health', undefined, tokens[actor])), actor).toEqual(expected[actor]);
        expect(outcome(await server.api('GET', '/second/entry/file-list?t=1&domainId=dom_unknown', undefined, tokens.corpA))).toEqual(HIDDEN);
        expect(outcome(await server.api('GET', '/second/entry/file-list?t=1', undefined, tokens.corpA))).toEqual(BAD);

        // Without templateFileIds the list is kept; an empty list clears it.
        await server.api('POST', '/primary/entry-config/update', { domainId: 'dom_health', description: '说明更新。' }, tokens.admin);
        expect((await server.api('GET', '/second/entry/file-list?t=1&domainId=dom_health', undefined, tokens.corpA)).json()).toMatchObject({
          data: [{ id: form }, { id: guide }],
        });
        await server.api('POST', '/primary/entry-config/update', { domainId: 'dom_health', description: '说明更新。', templateFileIds: [] }, tokens.admin);
        expect((await server.api('GET', '/second/entry/file-list?t=1&domainId=dom_health', undefined, tokens.corpA)).json()).toMatchObject({ data: [] });
      });

      it("refuses a corporation's application file or an announcement file as a template (400) and keeps the list and description", async () => {
        const template = await uploaded('/primary/file/upload', 'admin', [{ field: 'purpose', value: 'template' }, file('t.pdf', PDF)]);
        await server.api(
          'POST',
          '/primary/entry-config/update',
          { domainId: 'dom_finance', description: '金融领域说明。', templateFileIds: [template] },
          tokens.admin,
        );
        const corpFile = await uploaded('/second/file/upload', 'corpA', [file('a.pdf', PDF)]);
        const notice = await uploaded('/primary/file/upload', 'admin', [{ field: 'purpose', value: 'announcement' }, file('n.pdf', PDF)]);
        for (const ids of [[corpFile], [template, notice], ['fil_000000000000000000000000']]) {
          const response = await server.api(
            'POST',
            '/primary/entry-config/update',
            { domainId: 'dom_finance', description: '不应保存。', templateFileIds: ids },
            tokens.admin,
          );
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ code: 4000, msg: expect.stringMatching(/templateFileIds/), data: null });
        }
        const configs = (await server.api('GET', '/primary/entry-config/list?t=1', undefined, tokens.admin)).json() as {
          data: { domain: { id: string }; description: string; templates: { id: string }[] }[];
        };
        const finance = configs.data.find((config) => config.domain.id === 'dom_finance');
        expect(finance).toMatchObject({ description: '金融领域说明。', templates: [{ id: template }] });
      });
    });

    describe("download authorisation (issue 6: templates public; application files for their corporation, the domain's reviewers, admins)", () => {
      const ids = { template: '', submitted: '', draft: '', withdrawnDraft: '', announcement: '', unknown: 'fil_000000000000000000000000' };

      beforeAll(async () => {
        const { db } = server.database;
        ids.template = await uploaded('/primary/file/upload', 'admin', [{ field: 'purpose', value: 'template' }, file('模板.pdf', PDF)]);
        ids.announcement = await uploaded('/primary/file/upload', 'admin', [{ field: 'purpose', value: 'announcement' }, file('公告附件.pdf', PDF)]);
        server.clock.now += 61_000;
        ids.submitted = await uploaded('/second/file/upload', 'corpA', [file('submitted.pdf', PDF)]);
        ids.draft = await uploaded('/second/file/upload', 'corpA', [file('draft.pdf', PDF)]);
        const service = createOnboardingService({ db, now: () => server.clock.now });
        const corpA = await db.selectFrom('users').selectAll().where('account', '=', ACCOUNTS.corpA).executeTakeFirstOrThrow();
        // Submitted in 交通运输 (reviewer.traffic's domain); a draft in 医疗健康 (reviewer.health's): drafts are the corporation's own.
        const { application } = await service.saveDraft(corpA, draftOf('dom_traffic', [ids.submitted]));
        await service.submit(corpA, application.id, 1);
        await service.saveDraft(corpA, draftOf('dom_health', [ids.draft]));
        // Issue 12 §10: corporation B's draft in 交通运输, withdrawn before it was ever submitted.
        ids.withdrawnDraft = await uploaded('/second/file/upload', 'corpB', [file('withdrawn.pdf', PDF)]);
        const corpB = await db.selectFrom('users').selectAll().where('account', '=', ACCOUNTS.corpB).executeTakeFirstOrThrow();
        const withdrawn = await service.saveDraft(corpB, draftOf('dom_traffic', [ids.withdrawnDraft]));
        await service.withdraw(corpB, withdrawn.application.id, Number(withdrawn.application.version));
      });

      const table: [keyof typeof ids, Record<Actor, Outcome>][] = [
        ['template', { anonymous: OK, corpA: OK, corpB: OK, reviewer: OK, otherReviewer: OK, admin: OK, disabled: OK }],
        // Issue 21 §1: a signed-in caller who may not have a file is refused with 403 (无权下载该文件).
        ['submitted', { anonymous: ANON, corpA: OK, corpB: FORBIDDEN, reviewer: OK, otherReviewer: FORBIDDEN, admin: OK, disabled: ANON }],
        ['draft', { anonymous: ANON, corpA: OK, corpB: FORBIDDEN, reviewer: FORBIDDEN, otherReviewer: FORBIDDEN, admin: FORBIDDEN, disabled: ANON }],
        // Issue 12 §10: visibility to staff is "was submitted", not "is not a draft now".
        ['withdrawnDraft', { anonymous: ANON, corpA: FORBIDDEN, corpB: OK, reviewer: FORBIDDEN, otherReviewer: FORBIDDEN, admin: FORBIDDEN, disabled: ANON }],
        // Not attached to a published announcement: admins only (published ones: announcements.routes.test.ts).
        ['announcement', { anonymous: ANON, corpA: FORBIDDEN, corpB: FORBIDDEN, reviewer: FORBIDDEN, otherReviewer: FORBIDDEN, admin: OK, disabled: ANON }],
        ['unknown', { anonymous: HIDDEN, corpA: HIDDEN, corpB: HIDDEN, reviewer: HIDDEN, otherReviewer: HIDDEN, admin: HIDDEN, disabled: HIDDEN }],
      ];

      it.each(table.flatMap(([kind, expected]) => ACTORS.map((actor) => [kind, actor, expected[actor]] as const)))(
        'GET /web/file/<%s file> as %s',
        async (kind, actor, expected) => {
          const response = await download(ids[kind], actor);
          if (expected === OK) {
            expect(response.statusCode).toBe(200);
            expect(response.rawPayload.equals(PDF)).toBe(true);
            expect(response.headers['content-disposition']).toMatch(/^attachment; /);
            expect(response.headers['x-content-type-options']).toBe('nosniff');
          } else {
            expect(outcome(response)).toEqual(expected);
            expect(response.json()).toMatchObject({ data: null });
          }
        },
      );

      it("issue 21 §1: the applicant, the domain's reviewer and an admin keep the materials (with their name) through both reviews and a rejection; another corporation gets 403 无权下载该文件, anonymous 401", async () => {
        const { db } = server.database;
        const service = createOnboardingService({ db, now: () => server.clock.now });
        const user = (account: string) => db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
        server.clock.now += 61_000;
        const licence = await uploaded('/second/file/upload', 'corpB', [file('营业执照（副本）.pdf', PDF)]);
        // Corporation B applies in 交通运输 (corporation A already has an application there).
        const applicant = await user(ACCOUNTS.corpB);
        const { application } = await service.saveDraft(applicant, draftOf('dom_traffic', [licence]));
        let version = (await service.submit(applicant, application.id, 1)).application.version;

        const expectReaders = async (stage: string) => {
          for (const actor of ['corpB', 'reviewer', 'admin'] as const) {
            const response = await download(licence, actor);
            expect(response.statusCode, `${stage}: ${actor}`).toBe(200);
            expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
            expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('营业执照（副本）.pdf')}`);
          }
          const refused = await download(licence, 'corpA');
          expect(refused.statusCode, `${stage}: corpA`).toBe(403);
          expect(refused.json()).toEqual({ code: 4030, msg: '无权下载该文件', data: null });
          expect(outcome(await download(licence, 'otherReviewer')), `${stage}: otherReviewer`).toEqual(FORBIDDEN);
          expect(outcome(await download(licence, 'anonymous')), `${stage}: anonymous`).toEqual(ANON);
        };

        await expectReaders('first review');
        version = (await service.review(await user(ACCOUNTS.reviewer), { id: application.id, version, stage: 'first', decision: 'pass' })).application.version;
        await expectReaders('final review');
        await service.review(await user(ACCOUNTS.admin), { id: application.id, version, stage: 'final', decision: 'reject', opinion: '材料不全，请补充。' });
        await expectReaders('rejected');
      });

      it('refuses a malformed id with 400', async () => {
        expect(outcome(await download('..%2F..%2Fetc%2Fpasswd', 'admin'))).toEqual(BAD);
      });
    });
  });
}

for (const target of openTestDatabases()) {
  describe(`issue 12 §4 on ${target.name}: upload quota per account, and a sweeper for uploads never attached`, () => {
    let server: PortalServer;
    let tokens: Partial<Record<Actor, string>> = {};
    const DAY = 86_400_000;

    beforeAll(async () => {
      server = await startPortalServer(target, { uploadQuota: { perDayFiles: 3, perDayBytes: 10 * PDF.length, totalBytes: 5 * PDF.length } });
      ({ tokens } = await signInActors(server, 30 * DAY));
    });
    afterAll(async () => {
      await server.close();
    });
    /** Moves the clock on; sessions slide only 30 minutes, so everyone signs in again. */
    const later = async (ms: number) => {
      server.clock.now += ms;
      ({ tokens } = await signInActors(server));
    };

    const upload = (actor: Actor, parts: Part[], path: '/second/file/upload' | '/primary/file/upload' = '/second/file/upload') =>
      server.app.inject({
        method: 'POST',
        url: `/alpha-portal/api/v1${path}`,
        headers: { host: server.host, 'content-type': CONTENT_TYPE, ...(tokens[actor] ? { 'user-token': tokens[actor] } : {}) },
        payload: multipart(parts),
      });
    const storedBy = async (account: string) =>
      Number(
        (
          await server.database.db
            .selectFrom('stored_files as f')
            .innerJoin('users as u', 'u.id', 'f.uploaded_by')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('u.account', '=', account)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('a day allows so many files; the next is refused (429, nothing stored) until the day has passed; another account is not affected', async () => {
      for (let n = 1; n <= 3; n += 1) expect((await upload('corpB', [file(`${n}.pdf`, PDF)])).json(), `upload ${n}`).toMatchObject({ code: 0 });
      const refused = await upload('corpB', [file('4.pdf', PDF)]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 4290, msg: expect.stringContaining('今日上传已达上限'), data: null });
      expect(await storedBy(ACCOUNTS.corpB)).toBe(3);
      expect((await upload('corpA', [file('a.pdf', PDF)])).json()).toMatchObject({ code: 0 });
      await later(DAY);
      expect((await upload('corpB', [file('5.pdf', PDF)])).json()).toMatchObject({ code: 0 });
    });

    it('an account has a total quota over all days', async () => {
      const files = () => storedBy(ACCOUNTS.admin);
      while ((await files()) < 5) {
        await later(DAY);
        expect((await upload('admin', [{ field: 'purpose', value: 'template' }, file('t.pdf', PDF)], '/primary/file/upload')).json()).toMatchObject({
          code: 0,
        });
      }
      await later(DAY);
      const refused = await upload('admin', [{ field: 'purpose', value: 'template' }, file('t.pdf', PDF)], '/primary/file/upload');
      expect(refused.json()).toEqual({ code: 4290, msg: expect.stringContaining('存储空间已用完'), data: null });
      expect(await files()).toBe(5);
    });

    it('the sweeper removes uploads nothing attached once the grace period has passed, and keeps every attached one', async () => {
      const { db } = server.database;
      const files = createFilesService({ db, now: () => server.clock.now, ratePerMinute: 20 });
      const exists = async (fileId: string) => (await db.selectFrom('stored_files').select('id').where('id', '=', fileId).executeTakeFirst()) !== undefined;
      const id = async (actor: Actor, parts: Part[], path?: '/second/file/upload' | '/primary/file/upload') => {
        const response = await upload(actor, parts, path);
        expect(response.json(), response.body).toMatchObject({ code: 0 });
        return (response.json() as { data: { id: string } }).data.id;
      };

      // The admin's templates of the quota test are days old: one goes into an entry config, the rest are loose.
      await later(DAY);
      const templates = await db.selectFrom('stored_files').select('id').where('purpose', '=', 'template').orderBy('created_at').execute();
      const templateInUse = templates[0]?.id ?? '';
      expect(
        (
          await server.api(
            'POST',
            '/primary/entry-config/update',
            { domainId: 'dom_finance', description: '金融领域说明。', templateFileIds: [templateInUse] },
            tokens.admin,
          )
        ).json(),
      ).toMatchObject({ code: 0 });
      expect(await files.sweepUnattached()).toBeGreaterThanOrEqual(templates.length - 1);
      for (const template of templates.slice(1)) expect(await exists(template.id)).toBe(false);

      const loose = await id('corpA', [file('loose.pdf', PDF)]);
      const inDraft = await id('corpA', [file('draft.pdf', PDF)]);
      const corpA = await db.selectFrom('users').selectAll().where('account', '=', ACCOUNTS.corpA).executeTakeFirstOrThrow();
      await createOnboardingService({ db, now: () => server.clock.now }).saveDraft(corpA, {
        domainId: 'dom_culture',
        contactName: '周振华',
        contactPhone: '13951700101',
        scenario: '基于公共数据开发城市出行指数产品。',
        dataUse: '仅在授权运营环境内加工使用，产出脱敏统计结果。',
        attachmentIds: [inDraft],
      });
      await later(DAY);
      const announcementFile = await id('admin', [{ field: 'purpose', value: 'announcement' }, file('notice.pdf', PDF)], '/primary/file/upload');
      const saved = await server.api(
        'POST',
        '/primary/announcement/save',
        { title: '附件保留测试', bodyHtml: '<p>正文</p>', attachmentIds: [announcementFile] },
        tokens.admin,
      );
      expect(saved.json()).toMatchObject({ code: 0 });
      await later(DAY);
      const looseAnnouncement = await id('admin', [{ field: 'purpose', value: 'announcement' }, file('unused.pdf', PDF)], '/primary/file/upload');

      // A minute before the newest loose upload's grace ends: the older loose one goes, it stays.
      await later(UPLOAD_QUOTA.unattachedGraceMs - 60_000);
      await files.sweepUnattached();
      expect(await exists(loose)).toBe(false);
      expect(await exists(looseAnnouncement)).toBe(true);
      await later(2 * 60_000);
      expect(await files.sweepUnattached()).toBe(1);
      expect(await exists(looseAnnouncement)).toBe(false);
      for (const kept of [inDraft, announcementFile, templateInUse]) expect(await exists(kept), kept).toBe(true);
      expect(await files.sweepUnattached()).toBe(0);
    });
  });
}
