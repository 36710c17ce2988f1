import { expect, siteOrigin, test, pageTitle, cityPageTitle } from './fixtures';

test.describe('smoke: the provincial site and a city site in real Chromium', () => {
  test('spec §2: the province redirects / to /home, titled 首页, in the home layout', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/`);
    await expect(page).toHaveURL(`${siteOrigin(baseURL)}/home`);
    await expect(page).toHaveTitle(pageTitle('首页'));
    await expect(page.getByRole('heading', { name: '江苏省公共数据授权运营平台', level: 1 })).toBeVisible();
    await expect(page.locator('[data-layout="home"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toContainText('数据资源');
    // The home feature's content wall, from the real server.
    await expect(page.getByRole('heading', { name: '平台数据概览', level: 2 })).toBeVisible();
  });

  test('spec §2: nj.localhost shows /home as service-unavailable in the city layout', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL, 'nj')}/home`);
    await expect(page).toHaveTitle(cityPageTitle('南京市公共数据授权运营平台', '首页'));
    await expect(page.locator('[data-layout="city"]')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('南京市公共数据授权运营平台');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('服务暂未开通');
    await expect(page.getByText('服务暂未开通', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '前往江苏省公共数据授权运营平台' })).toHaveAttribute('href', `${siteOrigin(baseURL)}/home`);
  });

  test('spec §2: the province /nj page uses the city layout with the service-unavailable page', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/nj`);
    await expect(page).toHaveTitle('南京市公共数据授权运营平台');
    await expect(page.locator('[data-layout="city"]')).toBeVisible();
    await expect(page.getByText('南京市的此项服务暂未开通，敬请期待。')).toBeVisible();
  });

  test('spec §2: title follows client-side navigation and latestPath is saved', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/home`);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '政策资讯' }).click();
    await expect(page).toHaveURL(/\/policy$/);
    await expect(page).toHaveTitle(pageTitle('政策资讯'));
    expect(await page.evaluate(() => localStorage.getItem('latestPath'))).toBe('/policy');
    await page.goto(`${siteOrigin(baseURL)}/about?ticket=ST-1-abc`);
    await expect(page).toHaveTitle(pageTitle('关于平台'));
    expect(await page.evaluate(() => localStorage.getItem('latestPath'))).toBe('/policy');
  });

  test('spec §2: the workspace sends a visitor to login with preUrl', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/workspace/domain/apply`);
    // /login?preUrl=… goes straight on to the chooser, keeping preUrl.
    await expect(page).toHaveURL(`${siteOrigin(baseURL)}/login/choose?preUrl=%2Fworkspace%2Fdomain%2Fapply`);
    await expect(page).toHaveTitle(pageTitle('选择用户类型'));
  });

  test('spec §4: on start the province fetches a login UUID from the real server; a city without sign-in does not', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/home`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('UUID'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => localStorage.getItem('UUID_ID'))).toBe(await page.evaluate(() => localStorage.getItem('UUID')));
    await page.goto(`${siteOrigin(baseURL, 'nj')}/home`);
    await expect(page.getByText('服务暂未开通', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('UUID'))).toBeNull();
  });

  test('keyboard: the skip link moves focus to the main content', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/home`);
    await expect(page.getByRole('heading', { name: '平台数据概览', level: 2 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('spec §8: a route chunk that fails to load', () => {
  test('shows the generic loader error, and retry loads the page', async ({ page, baseURL, problems }) => {
    let block = true;
    await page.route('**/assets/about-page-*.js', (route) => (block ? route.abort('failed') : route.continue()));
    await page.goto(`${siteOrigin(baseURL)}/about`);
    await expect(page.getByText('页面加载失败')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('江苏省公共数据授权运营平台');
    block = false;
    await page.getByRole('button', { name: /重新加载/ }).click();
    await expect(page.locator('.portal-rich-text')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('关于平台'));
    // The aborted request and the router's report of it are the expected errors here.
    const unexpected = problems.filter((problem) => !/about-page|ERR_FAILED|dynamically imported module/.test(problem));
    problems.length = 0;
    expect(unexpected).toEqual([]);
  });
});
