import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { HANDLER_ATTRIBUTE, XSS_PAYLOADS } from '@portal/util/testing';
import { ANON, CONFLICT, FORBIDDEN, OK, sessionFor, type Outcome } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
type Attachment = { name: string; url: string; sizeBytes: number; fileId: string | null };
type Detail = {
  id: string;
  version: number;
  status: string;
  title: string;
  summary: string;
  source: string;
  bodyHtml: string;
  publishedAt: string | null;
  updatedBy: string | null;
  attachments: Attachment[];
  can: Record<string, boolean>;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');
const BOUNDARY = '----announcement-test-boundary';
/** A multipart upload body: the purpose field and one PDF. */
const pdfUpload = (name: string, purpose = 'announcement') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`, 'utf8'),
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/pdf\r\n\r\n`, 'utf8'),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'utf8'),
  ]);

for (const target of openTestDatabases()) {
  describe(`announcements on ${target.name} (issue 6: add → publish → public and searchable → offline → gone)`, () => {
    let server: PortalServer;
    let admin = '';

    const session = async (account: string) => (await sessionFor(server, account)).token;

    beforeAll(async () => {
      server = await startPortalServer(target);
      admin = await session('admin');
    });
    afterAll(async () => {
      await server.close();
    });

    const post = async <T = Detail>(path: string, body: unknown, token = admin) => {
      const response = await server.api('POST', path, body, token);
      return { status: response.statusCode, body: response.json() as Envelope<T> };
    };
    const get = async <T = Record<string, unknown>>(path: string, token?: string) => {
      const response = await server.api('GET', `${path}${path.includes('?') ? '&' : '?'}t=1`, undefined, token);
      return { status: response.statusCode, body: response.json() as Envelope<T> };
    };
    const publicIds = async () => {
      const { body } = await get<{ items: { id: string }[] }>('/web/news/list?category=announcement&pageSize=100');
      return body.data.items.map((item) => item.id);
    };
    const searchIds = async (q: string) => {
      const { body } = await get<{ items: { id: string; type: string }[] }>(`/web/search?q=${encodeURIComponent(q)}&type=news&pageSize=50`);
      return body.data.items.map((item) => item.id);
    };

    it('goes draft → published (public, searchable, newest first) → offline (gone, 4011) → edited → published again', async () => {
      const title = '关于开展琥珀湾数据沙箱试点申报工作的通知';
      const created = await post('/primary/announcement/save', {
        title,
        summary: '',
        bodyHtml: '<p>各有关单位：现启动<strong>琥珀湾数据沙箱</strong>试点申报。</p>',
      });
      expect(created.status).toBe(200);
      const draft = created.body.data;
      expect(draft).toMatchObject({
        status: 'draft',
        version: 1,
        publishedAt: null,
        source: '江苏省公共数据授权运营平台',
        updatedBy: '平台管理员',
        can: { edit: true, publish: true, offline: false },
      });
      expect(draft.id).toMatch(/^nws_[0-9a-f]{24}$/);
      // The summary, left empty, is the start of the body as plain text.
      expect(draft.summary).toBe('各有关单位：现启动琥珀湾数据沙箱试点申报。');
      expect(await publicIds()).not.toContain(draft.id);
      expect(await searchIds('琥珀湾')).toEqual([]);
      expect((await get(`/web/news/detail?id=${draft.id}`)).body.code).toBe(4011);

      const edited = (
        await post('/primary/announcement/save', { id: draft.id, version: 1, title, summary: '试点申报通知', bodyHtml: draft.bodyHtml, source: '江苏省数据局' })
      ).body.data;
      expect(edited).toMatchObject({ version: 2, summary: '试点申报通知', source: '江苏省数据局', status: 'draft' });

      server.clock.now += 60_000;
      const published = await post('/primary/announcement/publish', { id: draft.id, version: 2 });
      expect(published.body.data).toMatchObject({
        status: 'published',
        version: 3,
        publishedAt: new Date(server.clock.now).toISOString(),
        can: { edit: false, publish: false, offline: true },
      });
      // Public: first in the announcements (newest), with its detail; and found by the portal search.
      expect((await publicIds())[0]).toBe(draft.id);
      const publicDetail = await get<{ title: string; bodyHtml: string; category: string }>(`/web/news/detail?id=${draft.id}`);
      expect(publicDetail.body).toMatchObject({ code: 0, data: { title, category: 'announcement', bodyHtml: draft.bodyHtml } });
      expect(await searchIds('琥珀湾')).toEqual([draft.id]);

      // Published: not editable, not publishable again; the version must be the current one.
      expect((await post('/primary/announcement/save', { id: draft.id, version: 3, title, bodyHtml: '<p>改</p>' })).status).toBe(409);
      expect((await post('/primary/announcement/publish', { id: draft.id, version: 3 })).body.code).toBe(4090);
      expect((await post('/primary/announcement/offline', { id: draft.id, version: 2 })).body.code).toBe(4090);

      const offline = await post('/primary/announcement/offline', { id: draft.id, version: 3 });
      expect(offline.body.data).toMatchObject({ status: 'offline', version: 4, can: { edit: true, publish: true, offline: false } });
      expect(await publicIds()).not.toContain(draft.id);
      expect(await searchIds('琥珀湾')).toEqual([]);
      expect((await get(`/web/news/detail?id=${draft.id}`)).body).toMatchObject({ code: 4011, data: null });

      const revised = (
        await post('/primary/announcement/save', { id: draft.id, version: 4, title: `${title}（更新）`, bodyHtml: '<p>琥珀湾试点申报截止日期延长。</p>' })
      ).body.data;
      expect(revised).toMatchObject({ status: 'offline', version: 5 });
      const again = (await post('/primary/announcement/publish', { id: draft.id, version: 5 })).body.data;
      expect(again.status).toBe('published');
      expect(await publicIds()).toContain(draft.id);
      expect(await searchIds('截止日期')).toEqual([draft.id]);

      const list = (
        await get<{ items: { id: string; status: string }[]; counts: Record<string, number>; total: number }>(
          '/primary/announcement/list?status=published&pageSize=5',
          admin,
        )
      ).body.data;
      expect(list.items[0]).toMatchObject({ id: draft.id, status: 'published' });
      const all = await server.database.db.selectFrom('news').select(['status']).where('category', '=', 'announcement').execute();
      expect(list.counts).toEqual({
        draft: all.filter((row) => row.status === 'draft').length,
        published: all.filter((row) => row.status === 'published').length,
        offline: all.filter((row) => row.status === 'offline').length,
      });
      expect(list.total).toBe(list.counts['published']);
      expect((await get(`/primary/announcement/detail?id=${draft.id}`, admin)).body.data).toMatchObject({ id: draft.id, version: 6, status: 'published' });
    });

    it('lists by status and keyword, and the seeded drafts and offline ones are there for editing', async () => {
      const drafts = (await get<{ items: { status: string }[]; total: number }>('/primary/announcement/list?status=draft&pageSize=100', admin)).body.data;
      expect(drafts.total).toBeGreaterThan(0);
      expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
      const found = (await get<{ items: { title: string }[] }>(`/primary/announcement/list?keyword=${encodeURIComponent('琥珀湾')}`, admin)).body.data;
      expect(found.items.map((item) => item.title)).toEqual(['关于开展琥珀湾数据沙箱试点申报工作的通知（更新）']);
      // A news item of another category is not an announcement.
      const platform = await server.database.db.selectFrom('news').select('id').where('category', '=', 'platform').executeTakeFirstOrThrow();
      expect((await get(`/primary/announcement/detail?id=${platform.id}`, admin)).body.code).toBe(4011);
    });

    it('stores hostile rich text sanitised: no script, no handler, no javascript: link, no style', async () => {
      const bodyHtml = `<p>正文保留<a href="https://data.jiangsu.gov.cn/">外链</a></p>${XSS_PAYLOADS.join('\n')}`;
      const saved = await post('/primary/announcement/save', { title: '恶意内容测试公告', bodyHtml });
      expect(saved.status).toBe(200);
      const stored = await server.database.db.selectFrom('news').select('body_html').where('id', '=', saved.body.data.id).executeTakeFirstOrThrow();
      for (const html of [saved.body.data.bodyHtml, stored.body_html]) {
        expect(html).toContain('正文保留');
        expect(html).toContain('<a href="https://data.jiangsu.gov.cn/" target="_blank" rel="noopener noreferrer">外链</a>');
        expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|meta|base|body|details|video|audio|marquee|select|noscript)\b/i);
        expect(html).not.toMatch(/javascript:/i);
        expect(html).not.toMatch(/\sstyle\s*=/i);
        const attributes = [...html.matchAll(/\s([a-z-]+)\s*=/gi)].map((match) => match[1] ?? '');
        expect(attributes.filter((name) => HANDLER_ATTRIBUTE.test(name))).toEqual([]);
      }
      // Nothing but script is no body at all.
      const empty = await post('/primary/announcement/save', { title: '只有脚本的公告', bodyHtml: '<script>alert(1)</script>' });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ code: 4000, data: null });
    });

    it.each([
      ['a title over 60 characters', { title: '公'.repeat(61), bodyHtml: '<p>正文</p>' }],
      ['a summary over 200 characters', { title: '标题', summary: '摘'.repeat(201), bodyHtml: '<p>正文</p>' }],
      ['a body over 100 000 characters', { title: '标题', bodyHtml: `<p>${'文'.repeat(100_000)}</p>` }],
      ['an empty body', { title: '标题', bodyHtml: '' }],
      ['an unknown field', { title: '标题', bodyHtml: '<p>正文</p>', status: 'published' }],
      ['an id without a version', { id: 'nws_abc', title: '标题', bodyHtml: '<p>正文</p>' }],
      ['a SQL-ish id', { id: "x' OR 1=1 --", version: 1, title: '标题', bodyHtml: '<p>正文</p>' }],
    ])('refuses %s with a 400 envelope', async (_case, body) => {
      const { status, body: envelope } = await post('/primary/announcement/save', body);
      expect(status).toBe(400);
      expect(envelope).toMatchObject({ code: 4000, data: null, msg: expect.stringMatching(/\S/) });
    });

    it.each([
      ['publish with a SQL-ish id', '/primary/announcement/publish', { id: '1; drop table news', version: 1 }],
      ['offline without a version', '/primary/announcement/offline', { id: 'nws_abc' }],
      ['publish with an unknown field', '/primary/announcement/publish', { id: 'nws_abc', version: 1, force: true }],
    ])('refuses %s with a 400 envelope', async (_case, path, body) => {
      const { status, body: envelope } = await post(path, body);
      expect(status).toBe(400);
      expect(envelope).toMatchObject({ code: 4000, data: null });
    });

    it.each([
      ['a SQL-ish id', "/primary/announcement/detail?id=x'%20OR%201=1"],
      ['an unknown status', '/primary/announcement/list?status=deleted'],
      ['an unknown parameter', '/primary/announcement/list?category=platform'],
    ])('refuses %s in a query with a 400 envelope', async (_case, path) => {
      const { status, body } = await get(path, admin);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 4000, data: null });
    });

    it('answers 4011 for an unknown announcement and 403 for an admin without the right announce:edit', async () => {
      expect((await post('/primary/announcement/publish', { id: 'nws_unknown', version: 1 })).body).toMatchObject({ code: 4011, data: null });
      const { db } = server.database;
      const at = server.clock.now;
      await db
        .insertInto('users')
        .values({
          id: 'usr_admin_norights',
          account: 'admin.norights',
          password_hash: null,
          user_type: 'admin',
          name: '无公告权限管理员',
          phone: '13951700009',
          org_id: null,
          rights: JSON.stringify(['workspace:home']),
          enabled: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const token = await session('admin.norights');
      expect((await get('/primary/announcement/list', token)).body).toMatchObject({ code: 4030, data: null });
      expect((await post('/primary/announcement/save', { title: '越权公告', bodyHtml: '<p>正文</p>' }, token)).status).toBe(403);
      const home = (await get<{ todo: { announcementDrafts: number | null } }>('/primary/home', token)).body.data;
      expect(home.todo.announcementDrafts).toBeNull();
    });

    describe('attachments and their downloads (issue 6: public while the announcement is published)', () => {
      const upload = async (name: string, purpose = 'announcement') => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/alpha-portal/api/v1/primary/file/upload',
          headers: { host: server.host, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'user-token': admin },
          payload: pdfUpload(name, purpose),
        });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as Envelope<{ id: string }>).data.id;
      };
      const download = async (id: string, token?: string): Promise<Outcome | 'bytes'> => {
        const response = await server.app.inject({
          method: 'GET',
          url: `/alpha-portal/api/v1/web/file/${id}`,
          headers: { host: server.host, ...(token ? { 'user-token': token } : {}) },
        });
        if (response.statusCode === 200 && response.rawPayload.equals(PDF)) return 'bytes';
        return [response.statusCode, (response.json() as Envelope).code];
      };

      it('attaches uploaded files; anyone downloads them while published, admins only as a draft or offline; the public detail links them', async () => {
        server.clock.now += 61_000;
        const first = await upload('公告附件一.pdf');
        const second = await upload('公告附件二.pdf');
        const created = await post('/primary/announcement/save', { title: '附件下载测试公告', bodyHtml: '<p>附件见下。</p>', attachmentIds: [first, second] });
        expect(created.status).toBe(200);
        const draft = created.body.data;
        expect(draft.attachments).toEqual([
          { name: '公告附件一.pdf', url: `/alpha-portal/api/v1/web/file/${first}`, sizeBytes: PDF.length, fileId: first },
          { name: '公告附件二.pdf', url: `/alpha-portal/api/v1/web/file/${second}`, sizeBytes: PDF.length, fileId: second },
        ]);

        // Draft: anonymous needs to sign in, a corporation is refused (403, issue 21 §1), the admin has it.
        const corp = await session('corp.jsdata');
        expect(await download(first)).toEqual(ANON);
        expect(await download(first, corp)).toEqual(FORBIDDEN);
        expect(await download(first, admin)).toBe('bytes');

        const published = (await post('/primary/announcement/publish', { id: draft.id, version: draft.version })).body.data;
        expect(published.status).toBe('published');
        expect(await download(first)).toBe('bytes');
        expect(await download(second, corp)).toBe('bytes');
        const publicDetail = (await get<{ attachments: { name: string; url: string; sizeBytes: number }[] }>(`/web/news/detail?id=${draft.id}`)).body.data;
        expect(publicDetail.attachments).toEqual([
          { name: '公告附件一.pdf', url: `/alpha-portal/api/v1/web/file/${first}`, sizeBytes: PDF.length },
          { name: '公告附件二.pdf', url: `/alpha-portal/api/v1/web/file/${second}`, sizeBytes: PDF.length },
        ]);

        const offline = (await post('/primary/announcement/offline', { id: draft.id, version: published.version })).body.data;
        expect(offline.status).toBe('offline');
        expect(await download(first)).toEqual(ANON);
        expect(await download(second, corp)).toEqual(FORBIDDEN);
        expect(await download(first, admin)).toBe('bytes');

        // Edited offline: the second file is no longer attached; published again, only the first is public.
        const edited = (
          await post('/primary/announcement/save', {
            id: draft.id,
            version: offline.version,
            title: '附件下载测试公告',
            bodyHtml: '<p>附件见下。</p>',
            attachmentIds: [first],
          })
        ).body.data;
        expect(edited.attachments.map((attachment) => attachment.fileId)).toEqual([first]);
        await post('/primary/announcement/publish', { id: draft.id, version: edited.version });
        expect(await download(first)).toBe('bytes');
        expect(await download(second)).toEqual(ANON);
      });

      it("keeps the platform's own attachments first, then the uploads in the order asked; a file named only in a url is not attached", async () => {
        server.clock.now += 61_000;
        const first = await upload('顺序一.pdf');
        const second = await upload('顺序二.pdf');
        const draft = (await post('/primary/announcement/save', { title: '附件顺序测试公告', bodyHtml: '<p>正文</p>' })).body.data;
        // As an announcement that came with the platform's data: an attachment without a file id,
        // whose url happens to name an uploaded file.
        const platform = { name: '历史附件.pdf', url: `/alpha-portal/api/v1/web/file/${first}`, sizeBytes: 10 };
        await server.database.db
          .updateTable('news')
          .set({ attachments: JSON.stringify([platform]) })
          .where('id', '=', draft.id)
          .execute();
        const published = (await post('/primary/announcement/publish', { id: draft.id, version: draft.version })).body.data;
        expect(published.attachments).toEqual([{ ...platform, fileId: null }]);
        expect(await download(first)).toEqual(ANON);

        const offline = (await post('/primary/announcement/offline', { id: draft.id, version: published.version })).body.data;
        const edited = (
          await post('/primary/announcement/save', {
            id: draft.id,
            version: offline.version,
            title: '附件顺序测试公告',
            bodyHtml: '<p>正文</p>',
            attachmentIds: [second, first],
          })
        ).body.data;
        expect(edited.attachments.map((attachment) => [attachment.name, attachment.fileId])).toEqual([
          ['历史附件.pdf', null],
          ['顺序二.pdf', second],
          ['顺序一.pdf', first],
        ]);
      });

      it('keeps the attachments when the save names none, and refuses files that are not announcement uploads (400)', async () => {
        server.clock.now += 61_000;
        const notice = await upload('保留.pdf');
        const template = await upload('模板.pdf', 'template');
        const draft = (await post('/primary/announcement/save', { title: '保留附件的公告', bodyHtml: '<p>正文</p>', attachmentIds: [notice] })).body.data;
        const kept = (
          await post('/primary/announcement/save', { id: draft.id, version: draft.version, title: '保留附件的公告（改）', bodyHtml: '<p>正文</p>' })
        ).body.data;
        expect(kept.attachments.map((attachment) => attachment.fileId)).toEqual([notice]);
        for (const attachmentIds of [[template], ['fil_000000000000000000000000']]) {
          const refused = await post('/primary/announcement/save', {
            id: draft.id,
            version: kept.version,
            title: '越权附件',
            bodyHtml: '<p>正文</p>',
            attachmentIds,
          });
          expect([refused.status, refused.body.code]).toEqual([400, 4000]);
        }
        const row = await server.database.db.selectFrom('news').select(['version', 'title']).where('id', '=', draft.id).executeTakeFirstOrThrow();
        expect({ version: Number(row.version), title: row.title }).toEqual({ version: kept.version, title: '保留附件的公告（改）' });
      });
    });

    describe('concurrency (issue 6: conditional updates on id, version and status)', () => {
      const outcome = (response: { status: number; body: Envelope<unknown> }): Outcome => [response.status, response.body.code];
      const versionOf = async (id: string) =>
        Number((await server.database.db.selectFrom('news').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version);

      it('of two saves with the same version fired together, exactly one wins; the other gets 409 / 4090; the version goes up once', async () => {
        const draft = (await post('/primary/announcement/save', { title: '并发保存测试', bodyHtml: '<p>初稿</p>' })).body.data;
        const results = await Promise.all(
          ['甲', '乙'].map((editor) =>
            post('/primary/announcement/save', {
              id: draft.id,
              version: draft.version,
              title: `并发保存测试（${editor}）`,
              bodyHtml: `<p>${editor}的修改</p>`,
            }),
          ),
        );
        const outcomes = results.map(outcome);
        expect(outcomes.filter((result) => result[0] === OK[0] && result[1] === OK[1])).toHaveLength(1);
        expect(outcomes.filter((result) => result[0] === CONFLICT[0] && result[1] === CONFLICT[1])).toHaveLength(1);
        expect(await versionOf(draft.id)).toBe(draft.version + 1);
        const winner = results.find((result) => result.status === 200)!.body.data;
        const stored = (await get<Detail>(`/primary/announcement/detail?id=${draft.id}`, admin)).body.data;
        expect({ title: stored.title, bodyHtml: stored.bodyHtml }).toEqual({ title: winner.title, bodyHtml: winner.bodyHtml });
      });

      it("of a save and a publish with the same version fired together, exactly one wins and the state is the winner's", async () => {
        const draft = (await post('/primary/announcement/save', { title: '并发发布测试', bodyHtml: '<p>初稿</p>' })).body.data;
        const [saved, published] = await Promise.all([
          post('/primary/announcement/save', { id: draft.id, version: draft.version, title: '并发发布测试（改）', bodyHtml: '<p>改稿</p>' }),
          post('/primary/announcement/publish', { id: draft.id, version: draft.version }),
        ]);
        const outcomes = [outcome(saved), outcome(published)];
        expect(outcomes.filter(([status]) => status === 200)).toHaveLength(1);
        expect(outcomes.filter(([status, code]) => status === CONFLICT[0] && code === CONFLICT[1])).toHaveLength(1);
        expect(await versionOf(draft.id)).toBe(draft.version + 1);
        const row = await server.database.db.selectFrom('news').select(['status', 'title']).where('id', '=', draft.id).executeTakeFirstOrThrow();
        expect(row).toEqual(published.status === 200 ? { status: 'published', title: '并发发布测试' } : { status: 'draft', title: '并发发布测试（改）' });
      });

      it('of two publishes with the same version fired together, exactly one wins', async () => {
        const draft = (await post('/primary/announcement/save', { title: '并发双发布测试', bodyHtml: '<p>初稿</p>' })).body.data;
        const results = await Promise.all([0, 1].map(() => post('/primary/announcement/publish', { id: draft.id, version: draft.version })));
        expect(results.map(outcome).sort()).toEqual([OK, CONFLICT].sort());
        expect(await versionOf(draft.id)).toBe(draft.version + 1);
      });
    });
  });
}
