import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileUrl, type ContentWall, type WallEditor } from '@portal/api-contract';
import { openTestDatabases } from '@portal/server-db/testing';
import { ACCOUNTS, BAD, FORBIDDEN, OK, callApi, sessionFor, type Outcome } from '../testing/actors';
import { MULTIPART_CONTENT_TYPE, SAMPLE_FILES, filePart, multipart, type Part } from '../testing/multipart';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { createFilesService } from '../file-usages';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR banner image bytes')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF banner')]);
const wallImage = (name: string, content: Buffer): Part[] => [{ field: 'purpose', value: 'wall-image' }, filePart(name, content)];

for (const target of openTestDatabases()) {
  describe(`issue 18 content wall images on ${target.name}: upload with type and size checks, public once uploaded, kept while a wall names them`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    const upload = (token: string, parts: Part[]) =>
      server.app.inject({
        method: 'POST',
        url: '/alpha-portal/api/v1/primary/file/upload',
        headers: { host: server.host, 'user-token': token, 'content-type': MULTIPART_CONTENT_TYPE },
        payload: multipart(parts),
      });
    const outcome = (response: { statusCode: number; json(): unknown }): Outcome => [response.statusCode, (response.json() as { code: number }).code];
    const storedCount = async () => (await server.database.db.selectFrom('stored_files').select('id').execute()).length;

    it('the content right uploads JPEG or PNG up to 2 MB; other types, bigger files, renamed files and staff without the right are refused, storing nothing', async () => {
      const operator = (await sessionFor(server, 'admin.content')).token;
      const before = await storedCount();
      const refusals: [label: string, token: string, parts: Part[], outcome: Outcome, message: RegExp][] = [
        ['a PDF', operator, wallImage('banner.pdf', SAMPLE_FILES.pdf), BAD, /仅支持 jpg、jpeg、png 格式/],
        ['a PDF named .png', operator, wallImage('banner.png', SAMPLE_FILES.pdf), BAD, /文件内容与扩展名 .png 不符/],
        ['over 2 MB', operator, wallImage('banner.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])), [413, 4130], /不超过2 MB/],
        // 终审员 may upload entry templates (entry:manage) but not wall images.
        [
          'an admin without the content right',
          (await sessionFor(server, 'admin.ops')).token,
          wallImage('banner.png', PNG),
          FORBIDDEN,
          /没有上传该类文件的权限/,
        ],
        ['a reviewer', (await sessionFor(server, ACCOUNTS.reviewer)).token, wallImage('banner.png', PNG), FORBIDDEN, /.+/],
        [
          'an unknown purpose',
          operator,
          [{ field: 'purpose', value: 'avatar' }, filePart('a.png', PNG)],
          BAD,
          /purpose 应为 template、announcement、wall-image 之一/,
        ],
      ];
      for (const [label, token, parts, expected, message] of refusals) {
        const response = await upload(token, parts);
        expect(outcome(response), label).toEqual(expected);
        expect((response.json() as { msg: string }).msg, label).toMatch(message);
      }
      // 内容运营 has no entry right: a template upload is refused too.
      expect(outcome(await upload(operator, [{ field: 'purpose', value: 'template' }, filePart('t.pdf', SAMPLE_FILES.pdf)]))).toEqual(FORBIDDEN);
      expect(await storedCount()).toBe(before);

      for (const [name, content, type] of [
        ['横幅.png', PNG, 'image/png'],
        ['banner.JPG', JPEG, 'image/jpeg'],
      ] as const) {
        const response = await upload(operator, wallImage(name, content));
        expect(outcome(response), name).toEqual(OK);
        const { id, contentType } = (response.json() as { data: { id: string; contentType: string } }).data;
        expect(contentType).toBe(type);
        // Public from its upload: the preview and the home page draw it without a User-Token.
        const download = await server.app.inject({ method: 'GET', url: `/alpha-portal/api/v1/web/file/${id}`, headers: { host: server.host } });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(content)).toBe(true);
        expect(download.headers['content-type']).toBe(type);
        expect(download.headers['cache-control']).toBe('public, max-age=300');
        expect(download.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('a slide names its image; the public wall draws it by address; the sweeper keeps it while any version names it', async () => {
      const operator = (await sessionFor(server, 'admin.content')).token;
      const response = await upload(operator, wallImage('banner.png', PNG));
      const { id } = (response.json() as { data: { id: string } }).data;
      const orphan = (await upload(operator, wallImage('unused.png', PNG))).json() as { data: { id: string } };
      const start = (await callApi<WallEditor>(server, 'GET', '/primary/content/wall/detail?site=portal', undefined, operator)).data;
      const blocks = [{ type: 'banner', id: 'banner', slides: [{ title: '带图片的横幅', imageFileId: id, href: '/dataResource' }] }];
      const saved = await callApi<WallEditor>(server, 'POST', '/primary/content/wall/save', { site: 'portal', version: start.version, blocks }, operator);
      expect(saved.outcome).toEqual(OK);
      await callApi(server, 'POST', '/primary/content/wall/publish', { site: 'portal', version: saved.data.version }, operator);
      const wall = (await server.get('/web/content-config/wall/')).body.data as ContentWall;
      expect(wall.blocks).toEqual([{ type: 'banner', id: 'banner', slides: [{ title: '带图片的横幅', imageUrl: fileUrl(id), href: '/dataResource' }] }]);

      // A day later (past the grace period) the sweeper removes the orphan and keeps the named image.
      server.clock.now += 25 * 3_600_000;
      const files = createFilesService({ db: server.database.db, now: () => server.clock.now, ratePerMinute: 100 });
      await files.sweepUnattached();
      const left = await server.database.db.selectFrom('stored_files').select('id').where('id', 'in', [id, orphan.data.id]).execute();
      expect(left.map((row) => row.id)).toEqual([id]);
    });
  });
}
