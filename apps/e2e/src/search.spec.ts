import { expect, siteOrigin, test, pageTitle } from './fixtures';

/** `数据资源（1,234）` → 1234 */
const countOf = (text: string | null) => Number(/（([\d,]+)）/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

test.describe('issue 5 /search against the real server', () => {
  test('spec §2: search 交通 from the header; highlighted results in several tabs; open a detail', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/dataResource`);
    const box = page.getByRole('searchbox', { name: '全站搜索' });
    await box.fill('交通');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%E4%BA%A4%E9%80%9A$/);
    await expect(page).toHaveTitle(pageTitle('搜索结果'));
    await expect(page.getByText(/^“交通”共找到 [\d,]+ 条结果$/)).toBeVisible();

    const tabs = page.getByRole('tablist');
    const labels = ['数据资源', '数据产品', '运营动态', '政策资讯'];
    const counts = await Promise.all(labels.map(async (label) => countOf(await tabs.getByRole('tab', { name: new RegExp(`^${label}`) }).textContent())));
    expect(counts.filter((count) => count > 0).length).toBeGreaterThanOrEqual(3);

    const results = page.getByRole('region', { name: '搜索结果' });
    await expect(results.locator('mark').first()).toHaveText('交通');
    // Each tab with matches shows its own highlighted hits.
    for (const [index, label] of labels.entries()) {
      if (counts[index] === 0) continue;
      await tabs.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
      await expect(page).toHaveURL(/type=/);
      await expect(results.locator('mark').first()).toHaveText('交通');
      await expect(results.getByText(label, { exact: true }).first()).toBeVisible();
    }

    // Back to the resources tab, open the first hit.
    await tabs.getByRole('tab', { name: /^数据资源/ }).click();
    await expect(page).toHaveURL(/type=resource/);
    const first = results.getByRole('heading').first().getByRole('link');
    // The previous tab's hits stay on screen until the resources arrive: wait for a resource link.
    await expect(first).toHaveAttribute('href', /\/dataResource\/detail\//);
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/dataResource\/detail\//);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // Back returns to the same tab of the same search.
    await page.goBack();
    await expect(page).toHaveURL(/q=%E4%BA%A4%E9%80%9A&type=resource/);
    await expect(tabs.getByRole('tab', { name: /^数据资源/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('a 2-character query (医保) and a 1-character query (税) find highlighted results', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/search?q=${encodeURIComponent('医保')}`);
    await expect(page.getByText(/^“医保”共找到 [\d,]+ 条结果$/)).toBeVisible();
    const results = page.getByRole('region', { name: '搜索结果' });
    await expect(results.locator('mark').first()).toHaveText('医保');
    const tabs = page.getByRole('tablist');
    const withHits = [];
    for (const label of ['数据资源', '数据产品', '运营动态', '政策资讯']) {
      if (countOf(await tabs.getByRole('tab', { name: new RegExp(`^${label}`) }).textContent()) > 0) withHits.push(label);
    }
    expect(withHits.length).toBeGreaterThanOrEqual(2);

    await page.goto(`${siteOrigin(baseURL)}/search?q=${encodeURIComponent('税')}`);
    await expect(results.locator('mark').first()).toHaveText('税');
  });

  test('a policy hit opens the policy by its id', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/search?q=${encodeURIComponent('数据')}&type=policy`);
    const results = page.getByRole('region', { name: '搜索结果' });
    const first = results.getByRole('heading').first().getByRole('link');
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/policy\?id=/);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  });

  test('nothing found says so', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/search?q=${encodeURIComponent('量子纠缠之外')}`);
    await expect(page.getByText('未找到与“量子纠缠之外”相关的内容')).toBeVisible();
  });

  test('issue 16: a typo is searched as the likely word (公基金 → 公积金); 仍然搜索 searches what was typed', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/search?q=${encodeURIComponent('公基金')}`);
    const notices = page.getByRole('status', { name: '搜索提示' });
    await expect(notices).toContainText('以下为「公积金」的搜索结果。仍然搜索：公基金');
    const results = page.getByRole('region', { name: '搜索结果' });
    await expect(results.locator('mark').first()).toContainText('公积金');

    await notices.getByRole('link', { name: '公基金' }).click();
    await expect(page).toHaveURL(/verbatim=1/);
    await expect(page.getByText('未找到与“公基金”相关的内容')).toBeVisible();
    await expect(notices).toContainText('您是不是要找：公积金');
    await notices.getByRole('link', { name: '公积金' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent('公积金')}$`));
    await expect(results.locator('mark').first()).toContainText('公积金');
  });

  test('issue 16: a keyword list is ordered by relevance (出租车 finds 出租汽车 first); another sort stays selectable', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/dataResource?keyword=${encodeURIComponent('出租车')}`);
    const sort = page.getByRole('combobox', { name: '排序方式' });
    await expect(sort.locator('option:checked')).toHaveText('相关度');
    const list = page.getByRole('list', { name: '数据资源列表' });
    await expect(list.getByRole('link').first()).toContainText('出租汽车');
    await sort.selectOption({ label: '名称' });
    await expect(page).toHaveURL(/sort=name/);
    await expect(sort.locator('option:checked')).toHaveText('名称');
  });
});
