import { expect, siteOrigin, test, pageTitle } from './fixtures';

/** `(1,234)` → 1234 */
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('issue 5 /dataResource against the real server', () => {
  test('spec §2: filter by domain and department; the counts shown match the list; detail shows the field schema', async ({ page, baseURL }) => {
    const origin = siteOrigin(baseURL);
    await page.goto(`${origin}/dataResource`);
    await expect(page).toHaveTitle(pageTitle('数据资源'));
    const total = page.getByText(/^共 [\d,]+ 条数据资源$/);
    await expect(total).toBeVisible();
    expect(countOf(await total.textContent())).toBeGreaterThanOrEqual(500);

    // Choose the first domain: the list total equals the count its facet showed.
    const domains = page.getByRole('group', { name: '数据领域' });
    const domainLabel = domains.locator('label').nth(1);
    const domainCount = countOf(await domainLabel.locator('[data-facet-count]').textContent());
    await domainLabel.click();
    await expect(domains.getByRole('radio').nth(1)).toBeChecked();
    await expect(page).toHaveURL(/[?&]domain=/);
    await expect(total).toHaveText(`共 ${domainCount.toLocaleString('en-US')} 条数据资源`);

    // Then a department with resources in that domain.
    const departments = page.getByRole('group', { name: '提供部门' });
    const nonEmpty = departments.locator('label').filter({ hasNotText: '(0)' }).filter({ hasNotText: '全部' }).first();
    const departmentCount = countOf(await nonEmpty.locator('[data-facet-count]').textContent());
    expect(departmentCount).toBeGreaterThan(0);
    await nonEmpty.click();
    await expect(page).toHaveURL(/[?&]department=/);
    await expect(total).toHaveText(`共 ${departmentCount.toLocaleString('en-US')} 条数据资源`);

    // Back restores the domain-only filter.
    await page.goBack();
    await expect(total).toHaveText(`共 ${domainCount.toLocaleString('en-US')} 条数据资源`);

    // A detail from the list, with its field table.
    await page.goForward();
    const firstResource = page.getByRole('list', { name: '数据资源列表' }).getByRole('link').first();
    const name = (await firstResource.textContent())?.trim() ?? '';
    await firstResource.click();
    await expect(page).toHaveURL(/\/dataResource\/detail\//);
    await expect(page).toHaveTitle(pageTitle(name, '数据资源'));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const fields = page.getByRole('region', { name: '字段信息表' }).getByRole('table');
    await expect(fields).toBeVisible();
    expect(await fields.getByRole('row').count()).toBeGreaterThan(2);
  });

  test('spec §2 §8: an unknown resource id lands on /404 (server code 4011)', async ({ page, baseURL, problems }) => {
    await page.goto(`${siteOrigin(baseURL)}/dataResource/detail/res_missing`);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在或已被删除。')).toBeVisible();
    // Chromium reports the API's 404 response; that one is expected.
    const unexpected = problems.filter((problem) => !/404 \(Not Found\)/.test(problem));
    problems.length = 0;
    expect(unexpected).toEqual([]);
  });

  test('a city without the feature still shows service-unavailable', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL, 'nj')}/dataResource`);
    await expect(page.getByText('服务暂未开通', { exact: true })).toBeVisible();
  });
});
