import { readFile } from 'node:fs/promises';
import { expect, siteOrigin, test } from './fixtures';
import { closeActor, openActor, signInAsStaff } from './actors';
import { plantStaff } from './planted-staff';
import { api } from './sign-in.helpers';

/*
 * Issue 18: usage analytics end to end. A visitor's browser opens a resource detail three times (the
 * SPA's page-view beacon) and searches for something that finds nothing; an admin's analytics page
 * shows that detail's views grown by exactly three, lists the query among the zero-result searches,
 * and exports it in the CSV. The resource is one no other test opens (the last of the catalogue);
 * other tests browse the same site, so the page views in all are not compared.
 */

interface DetailRow {
  kind: string;
  id: string;
  views: number;
}

test.describe('issue 18 usage analytics: visits counted on the server show up on the analytics page', () => {
  test('three visits of a detail and a zero-result search show up with exactly those counts; the zero-result table exports as CSV', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const origin = siteOrigin(baseURL);
    const staff = plantStaff('admin');
    const admin = await openActor(browser, baseURL);
    const visitor = await openActor(browser, baseURL);
    try {
      await signInAsStaff(admin, origin, staff);
      const token = await admin.page.evaluate(() => (JSON.parse(localStorage.getItem('AuthState') ?? '{}') as { token: string }).token);
      const report = async () => {
        const response = await admin.context.request.get(`${origin}${api('/primary/analytics/report?site=portal&t=1')}`, { headers: { 'user-token': token } });
        expect(response.status()).toBe(200);
        return (await response.json()).data as { details: DetailRow[] };
      };
      const list = await visitor.context.request.get(`${origin}${api('/web/data-resource/list?t=1&page=52&pageSize=10')}`);
      const items = (await list.json()).data.items as { id: string; name: string }[];
      const resource = items.at(-1)!;
      const before = (await report()).details.find((row) => row.id === resource.id)?.views ?? 0;

      // Three visits of the detail: each lands and sends its beacon.
      for (let visit = 0; visit < 3; visit += 1) {
        const beacon = visitor.page.waitForResponse((response) => response.url().endsWith('/web/analytics/view') && response.request().method() === 'POST');
        await visitor.page.goto(`${origin}/dataResource/detail/${resource.id}`);
        await expect(visitor.page.getByRole('heading', { name: resource.name, level: 1 })).toBeVisible();
        expect((await beacon).status()).toBe(200);
      }
      // A search that finds nothing, from the header's search box.
      const query = `无此检索词${staff.account.slice(-8)}`;
      await visitor.page.goto(`${origin}/home`);
      const searched = visitor.page.waitForResponse((response) => response.url().includes('/web/search?'));
      const box = visitor.page.getByRole('searchbox', { name: '全站搜索' });
      await box.fill(query);
      await box.press('Enter');
      expect((await searched).status()).toBe(200);

      await admin.page.goto(`${origin}/workspace/analytics?site=portal`);
      await expect(admin.page.getByRole('heading', { name: '运营分析', level: 1 })).toBeVisible();
      const details = admin.page.getByLabel('热门详情', { exact: true });
      // Its 浏览量 cell (the row's last) says exactly three more than before.
      await expect(
        details
          .getByRole('row', { name: new RegExp(resource.name) })
          .getByRole('cell')
          .last(),
      ).toHaveText((before + 3).toLocaleString('en-US'));
      const zero = admin.page.getByLabel('无结果检索', { exact: true });
      await expect(zero.getByRole('row', { name: new RegExp(query) })).toBeVisible();

      const download = admin.page.waitForEvent('download');
      await admin.page.getByRole('button', { name: '导出 CSV：无结果检索' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^无结果检索-.*\.csv$/);
      const csv = await readFile((await file.path())!, 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      expect(csv).toContain(`"${query}"`);
    } finally {
      await closeActor(admin);
      await closeActor(visitor);
    }
  });
});
