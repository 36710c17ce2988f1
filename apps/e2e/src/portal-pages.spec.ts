import { expect, siteOrigin, test, pageTitle } from './fixtures';
import { PUBLIC_PATHS } from './pages-under-test';
import { expectNoSidewaysScroll } from './reflow';

/** `(1,234)` → 1234 */
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('issue 5: the public pages of spec §2 against the real server', () => {
  test('/home: the content wall — banner, live statistics with thousands separators, featured, latest, quick links', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle(pageTitle('首页'));
    await expect(page.getByRole('heading', { name: '平台数据概览' })).toBeVisible();
    // The statistics are counted by the server: 520 resources and > 1,000,000 records in the demo data.
    const stats = page.getByRole('region', { name: '平台数据概览' });
    await expect(stats.getByText('520', { exact: true })).toBeVisible();
    await expect(stats.getByText(/^\d{1,3}(,\d{3}){2,}$/).first()).toBeVisible();
    for (const heading of ['精选数据资源', '优质数据产品', '运营动态', '政策资讯', '快捷入口']) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    // Banner: keyboard moves between slides.
    const next = page.getByRole('button', { name: '下一张' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /第 2 张/ })).toHaveAttribute('aria-current', 'true');

    // A featured resource opens its detail.
    const featured = page.getByRole('region', { name: '精选数据资源' }).getByRole('link').first();
    const name = ((await featured.textContent()) ?? '').trim();
    await featured.click();
    await expect(page).toHaveURL(/\/dataResource\/detail\//);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  test('/dataProduct: type facet count matches the list; a detail; back restores the filter', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/dataProduct`);
    await expect(page).toHaveTitle(pageTitle('数据产品'));
    const total = page.getByText(/^共 [\d,]+ 个数据产品$/);
    await expect(total).toBeVisible();
    expect(countOf(await total.textContent())).toBeGreaterThanOrEqual(60);
    const types = page.getByRole('group', { name: '产品类型' });
    const label = types.locator('label').nth(1);
    const count = countOf(await label.locator('[data-facet-count]').textContent());
    await label.click();
    await expect(page).toHaveURL(/[?&]type=/);
    await expect(total).toHaveText(`共 ${count.toLocaleString('en-US')} 个数据产品`);

    const first = page.getByRole('list', { name: '数据产品列表' }).getByRole('link').first();
    const name = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/dataProduct\/detail\//);
    await expect(page).toHaveTitle(pageTitle(name, '数据产品'));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('产品介绍')).toBeVisible();
    await page.goBack();
    await expect(total).toHaveText(`共 ${count.toLocaleString('en-US')} 个数据产品`);
  });

  test('/dynamics: category facet count matches the list; an announcement with previous/next', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/dynamics`);
    await expect(page).toHaveTitle(pageTitle('运营动态'));
    const total = page.getByText(/^共 [\d,]+ 条动态$/);
    await expect(total).toBeVisible();
    expect(countOf(await total.textContent())).toBeGreaterThanOrEqual(100);
    const label = page.getByRole('group', { name: '栏目' }).locator('label').filter({ hasText: '通知公告' });
    const count = countOf(await label.locator('[data-facet-count]').textContent());
    await label.click();
    await expect(page).toHaveURL(/[?&]category=announcement/);
    await expect(total).toHaveText(`共 ${count.toLocaleString('en-US')} 条动态`);

    const first = page.getByRole('list', { name: '运营动态列表' }).getByRole('link').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/dynamics\/detail\//);
    await expect(page).toHaveTitle(pageTitle(title, '运营动态'));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('.portal-rich-text')).toBeVisible();
    // The newest item has no next one; the one before it is a link.
    const previous = page.getByText(/^上一篇：/).getByRole('link');
    const previousTitle = ((await previous.textContent()) ?? '').trim();
    await previous.click();
    await expect(page.getByRole('heading', { name: previousTitle, level: 1 })).toBeVisible();
    expect(previousTitle).not.toBe(title);
  });

  test('/policy: level facet; a policy opens over the list by its id and back closes it', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/policy`);
    await expect(page).toHaveTitle(pageTitle('政策资讯'));
    const total = page.getByText(/^共 [\d,]+ 条政策$/);
    await expect(total).toBeVisible();
    expect(countOf(await total.textContent())).toBeGreaterThanOrEqual(60);
    const label = page.getByRole('group', { name: '政策层级' }).locator('label').filter({ hasText: '省级' });
    const count = countOf(await label.locator('[data-facet-count]').textContent());
    await label.click();
    await expect(total).toHaveText(`共 ${count.toLocaleString('en-US')} 条政策`);
    const first = page.getByRole('list', { name: '政策列表' }).getByRole('link').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/[?&]id=/);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.portal-rich-text')).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(total).toHaveText(`共 ${count.toLocaleString('en-US')} 条政策`);
  });

  for (const [path, title] of [
    ['/about', '关于平台'],
    ['/richTextCenter', '隐私政策声明'],
  ] as const) {
    test(`${path}: ${title} with its rich text`, async ({ page, baseURL }) => {
      await page.goto(`${siteOrigin(baseURL)}${path}`);
      await expect(page).toHaveTitle(pageTitle(title));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.portal-rich-text')).toBeVisible();
      expect(((await page.locator('.portal-rich-text').textContent()) ?? '').length).toBeGreaterThan(200);
    });
  }

  test('issue 5: every public page fits a 375 px wide screen (no sideways scrolling)', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of PUBLIC_PATHS) {
      await page.goto(`${siteOrigin(baseURL)}${path}`);
      await expect(page.locator('main')).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });

  for (const path of ['/dataProduct/detail/prd_missing', '/dynamics/detail/news_missing', '/policy?id=policy_missing']) {
    test(`spec §8: an unknown id (${path}) lands on /404`, async ({ page, baseURL, problems }) => {
      await page.goto(`${siteOrigin(baseURL)}${path}`);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('抱歉，您访问的页面不存在或已被删除。')).toBeVisible();
      const unexpected = problems.filter((problem) => !/404 \(Not Found\)/.test(problem));
      problems.length = 0;
      expect(unexpected).toEqual([]);
    });
  }

  test('a city with these features disabled shows service-unavailable on each of them', async ({ page, baseURL }) => {
    for (const path of ['/home', '/dataProduct', '/dynamics', '/policy', '/applylist', '/about', '/search', '/richTextCenter']) {
      await page.goto(`${siteOrigin(baseURL, 'wx')}${path}`);
      await expect(page.getByText('服务暂未开通', { exact: true })).toBeVisible();
    }
  });
});
