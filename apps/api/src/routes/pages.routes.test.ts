import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

for (const target of openTestDatabases()) {
  describe(`static pages API on ${target.name} (issue 5, spec §2 /about /richTextCenter)`, () => {
    let server: PortalServer;

    beforeAll(async () => {
      server = await startPortalServer(target);
    });
    afterAll(async () => {
      await server.close();
    });

    const get = (path: string, token?: string) => server.get(path, token);

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
  });
}
