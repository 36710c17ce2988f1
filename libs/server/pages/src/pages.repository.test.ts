import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@portal/server-db';
import { openTestDatabases } from '@portal/server-db/testing';
import { seedDemoData } from '@portal/server-demo-data';
import { findPage } from './pages.repository';
import { pageDetail } from './pages.service';

for (const target of openTestDatabases()) {
  describe(`static pages on ${target.name} (issue 14)`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
      await seedDemoData(handle.db, { now: Date.UTC(2026, 10, 22, 2) });
    }, 120_000);
    afterAll(() => handle.close());

    it.each([
      ['about', '关于平台'],
      ['privacy', '隐私政策声明'],
    ] as const)('gives the %s page', async (slug, title) => {
      expect(await findPage(handle.db, slug)).toMatchObject({ slug, title, bodyHtml: expect.stringContaining('<h2>'), updatedAt: expect.any(String) });
    });

    it('answers a page that is not stored with 4011', async () => {
      await handle.db.deleteFrom('site_pages').where('slug', '=', 'privacy').execute();
      expect(await findPage(handle.db, 'privacy')).toBeUndefined();
      await expect(pageDetail({ db: handle.db, now: Date.now }, 'privacy')).rejects.toMatchObject({ status: 404, code: 4011, message: '页面不存在' });
    });
  });
}
