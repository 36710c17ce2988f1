import { describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import { useSeededDatabase } from '@portal/server-demo-data/testing';
import { findPage } from './pages.repository';
import { pageDetail } from './pages.service';

for (const target of openTestDatabases()) {
  describe(`static pages on ${target.name} (issue 14)`, () => {
    const seeded = useSeededDatabase(target);

    it.each([
      ['about', '关于平台'],
      ['privacy', '隐私政策声明'],
    ] as const)('gives the %s page', async (slug, title) => {
      expect(await findPage(seeded().db, slug)).toMatchObject({ slug, title, bodyHtml: expect.stringContaining('<h2>'), updatedAt: expect.any(String) });
    });

    it('answers a page that is not stored with 4011', async () => {
      await seeded().db.deleteFrom('site_pages').where('slug', '=', 'privacy').execute();
      expect(await findPage(seeded().db, 'privacy')).toBeUndefined();
      await expect(pageDetail({ db: seeded().db, now: Date.now }, 'privacy')).rejects.toMatchObject({ status: 404, code: 4011, message: '页面不存在' });
    });
  });
}
