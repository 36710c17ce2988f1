import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

interface Attachment {
  name: string;
  url: string;
  sizeBytes: number;
}

for (const target of openTestDatabases()) {
  describe(`publication attachments API on ${target.name} (issue 5, spec §8 blob responses)`, () => {
    let server: PortalServer;

    beforeAll(async () => {
      server = await startPortalServer(target);
    });
    afterAll(async () => {
      await server.close();
    });

    const get = (path: string, token?: string) => server.get(path, token);

    describe('attachments (GET /web/attachment/<kind>/<id>/<n>.pdf)', () => {
      it('serves every attachment of a news item, policy and call as a PDF of the size the item lists', async () => {
        const { db } = server.database;
        const owners = [
          [
            'news',
            (
              await db
                .selectFrom('news')
                .select(['id', 'attachments'])
                .where('status', '=', 'published')
                .where('attachments', '!=', '[]')
                .executeTakeFirstOrThrow()
            ).id,
          ],
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
        await server.database.db
          .updateTable('news')
          .set({ attachments: JSON.stringify([{ name: '附件：草稿.pdf', url: `/alpha-portal/api/v1/web/attachment/news/${hidden}/1.pdf`, sizeBytes: 1 }]) })
          .where('id', '=', hidden)
          .execute();
        for (const url of ['/web/attachment/news/news_9999/1.pdf', '/web/attachment/policy/pol_0001/9.pdf', `/web/attachment/news/${hidden}/1.pdf`]) {
          const response = await server.api('GET', url);
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toMatchObject({ code: 4011, data: null });
        }
      });

      it.each([
        '/web/attachment/users/usr_admin/1.pdf',
        '/web/attachment/news/..%2F..%2Fetc/1.pdf',
        '/web/attachment/news/news_0001/0.pdf',
        '/web/attachment/news/news_0001/1.exe',
      ])('refuses %s with a clear envelope error', async (url) => {
        const response = await server.api('GET', url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 4000, data: null });
      });
    });
  });
}
