import { expect, siteOrigin, test } from './fixtures';

/** `(1,234)` → 1234 */
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('issue 5: the public pages of spec §2 against the real server', () => {
  test('/home: the content wall — banner, live statistics with thousands separators, featured, latest, quick links', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('首页');
    await expect(page.getByRole('heading', { name: '平台数据概览' })).toBeVisible();
    // The statistics are counted by the server: 520 resources and > 1,000,000 records in the demo data.
    const stats = page.getByRole('region', { name: '平台数据概览' });
    await expect(stats.getByText('520', { exact: true })).toBeVisible();
    await expect(stats.getByText(/^\d{1,3}(,\d{3}){2,}$/).first()).toBeVisible();
    for (const heading of ['精选数据资源', '优质数据产品', '运营动态', '政策法规', '快捷入口']) {
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
    await expect(page).toHaveTitle('数据产品');
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
    await expect(page).toHaveTitle('产品详情');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('产品介绍')).toBeVisible();
    await page.goBack();
    await expect(total).toHaveText(`共 ${count.toLocaleString('en-US')} 个数据产品`);
  });

  for (const path of ['/dataProduct/detail/prd_missing']) {
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
