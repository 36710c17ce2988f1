import { expect, siteOrigin, test } from './fixtures';
import { closeActor, openActor, signInAsStaff } from './actors';
import { plantStaff } from './planted-staff';
import { api } from './sign-in.helpers';

/*
 * Issue 18: the content wall editor end to end in Chromium against the real server. An admin of the
 * test's own (with the content right) changes the province's banner and a featured resource, saves,
 * previews at desktop and 375 px, publishes; an anonymous visitor sees the new home; a rollback
 * restores the previous wall (for the other tests that read /home too); the audit log shows both.
 * A reviewer (no content right) gets 403 on the page and its calls.
 */

/** antd puts a space between two CJK characters of a button's text (发 布). */
const twoChars = (text: string) => new RegExp(`^${text[0]}\\s?${text[1]}$`);

test.describe('issue 18 content wall: edit, preview, publish, rollback, audited, forbidden without the right', () => {
  test('an admin edits the banner and a featured resource, previews, publishes; anonymous visitors see it; a rollback restores it; the audit log shows both', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const origin = siteOrigin(baseURL);
    const staff = plantStaff('admin');
    const admin = await openActor(browser, baseURL);
    const visitor = await openActor(browser, baseURL);
    const title = `内容墙测试横幅${staff.account.slice(-8)}`;
    try {
      await signInAsStaff(admin, origin, staff);
      const { page } = admin;
      await page.goto(`${origin}/workspace/content/wall`);
      await expect(page.getByRole('heading', { name: /^内容墙/, level: 1 })).toBeVisible();
      const history = page.getByRole('table', { name: '内容墙发布历史' });
      await expect(history).toBeVisible();
      // The version the public sees now (its row says 当前).
      const current = history.getByRole('row').filter({ hasText: '当前' });
      const previous = Number(/^v(\d+)/.exec((await current.getByRole('cell').first().textContent()) ?? '')?.[1]);
      expect(previous).toBeGreaterThan(0);

      // The banner's first slide gets a new title.
      const banner = page.getByRole('region', { name: '第 1 个区块：横幅' });
      const slideTitle = banner.getByLabel('标题', { exact: true }).first();
      await slideTitle.fill(title);

      // A featured resource is swapped for one picked by search.
      const featured = page.getByRole('region', { name: /^第 \d+ 个区块：精选资源$/ });
      const picked = featured.getByRole('list', { name: '已选内容' }).getByRole('listitem');
      const count = await picked.count();
      await picked
        .first()
        .getByRole('button', { name: /^移除：/ })
        .click();
      const search = featured.getByRole('search', { name: '搜索数据资源' });
      await search.getByRole('textbox', { name: '搜索数据资源' }).fill('公交');
      await search.getByRole('button', { name: '搜索' }).click();
      const add = featured.getByRole('button', { name: /^添加：/ }).first();
      const addedName = ((await add.getAttribute('aria-label')) ?? '').replace(/^添加：/, '');
      await add.click();
      await expect(picked).toHaveCount(count);

      const saved = page.waitForResponse((response) => response.url().includes('/primary/content/wall/save'));
      await page.getByRole('button', { name: '保存草稿' }).click();
      expect((await saved).status()).toBe(200);
      // The toast, and the status line's live region, say so.
      await expect(page.getByText('草稿已保存').first()).toBeVisible();

      // Preview: the real wall component, desktop then 375 px.
      await page
        .getByRole('button', { name: twoChars('预览') })
        .first()
        .click();
      const preview = page.getByRole('region', { name: '预览' });
      await expect(preview.getByRole('heading', { name: title })).toBeVisible();
      await preview.getByText('手机（375px）').click();
      await expect
        .poll(async () => preview.locator('.home-wall').evaluate((element) => Math.round(element.getBoundingClientRect().width)))
        .toBeLessThanOrEqual(375);

      // Publish.
      await page.getByRole('button', { name: twoChars('发布') }).click();
      const confirm = page.getByRole('dialog', { name: '发布内容墙' });
      const published = page.waitForResponse((response) => response.url().includes('/primary/content/wall/publish'));
      await confirm.getByRole('button', { name: twoChars('发布') }).click();
      expect((await published).status()).toBe(200);
      await expect(history.getByRole('row').filter({ hasText: '当前' }).getByRole('cell').first()).toHaveText(new RegExp(`^v${previous + 1}\\s*当前$`));

      // An anonymous visitor sees the new home at once.
      await visitor.page.goto(`${origin}/home`);
      await expect(visitor.page.getByRole('heading', { name: title })).toBeVisible();
      await expect(visitor.page.getByRole('region', { name: '精选数据资源' }).getByRole('link', { name: addedName })).toBeVisible();

      // Roll back to the version before.
      await history.getByRole('button', { name: `回滚到此版本 v${previous}` }).click();
      const rollback = page.getByRole('dialog', { name: `回滚到 v${previous}` });
      const rolledBack = page.waitForResponse((response) => response.url().includes('/primary/content/wall/rollback'));
      await rollback.getByRole('button', { name: /回滚/ }).click();
      expect((await rolledBack).status()).toBe(200);
      await expect(page.getByText(`已回滚到 v${previous}`).first()).toBeVisible();

      await visitor.page.reload();
      await expect(visitor.page.getByRole('heading', { name: '平台数据概览' })).toBeVisible();
      await expect(visitor.page.getByRole('heading', { name: title })).toHaveCount(0);

      // The audit log shows both, by this admin.
      await page.goto(`${origin}/workspace/audit?actor=${encodeURIComponent(staff.account)}&action=wall.`);
      const log = page.getByRole('table');
      await expect(log.getByText('发布内容墙')).toBeVisible();
      await expect(log.getByText('回滚内容墙')).toBeVisible();
    } finally {
      await closeActor(admin);
      await closeActor(visitor);
    }
  });

  test('a reviewer without the content or analytics right gets 403 on both pages and their calls', async ({ browser, baseURL }) => {
    const origin = siteOrigin(baseURL);
    const reviewer = await openActor(browser, baseURL);
    try {
      await signInAsStaff(reviewer, origin, plantStaff('reviewer', ['dom_traffic']));
      for (const path of ['/workspace/content/wall', '/workspace/analytics']) {
        await reviewer.page.goto(`${origin}${path}`);
        await expect(reviewer.page.getByText('抱歉，您没有权限访问此页面。')).toBeVisible();
      }
      const token = await reviewer.page.evaluate(() => JSON.parse(localStorage.getItem('AuthState') ?? '{}').token as string);
      for (const path of ['/primary/content/wall/detail?site=portal&t=1', '/primary/analytics/report?t=1']) {
        const response = await reviewer.context.request.get(`${origin}${api(path)}`, { headers: { 'user-token': token } });
        expect(response.status(), path).toBe(403);
      }
    } finally {
      await closeActor(reviewer);
    }
  });
});
