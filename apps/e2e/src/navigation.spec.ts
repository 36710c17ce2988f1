import type { Page } from '@playwright/test';
import { plantCorporation } from './e2e-database';
import { expect, siteOrigin, test } from './fixtures';
import { LABELS, chooseMenuItem, header, signInCorporation } from './sign-in.helpers';

/*
 * Getting around the portal (issue 21 §2–§5, §7, §14): the header at phone and desktop widths,
 * the way into the workspace and back, the city pages and the government footer. Every test that
 * signs in plants its own corporation (own account, phone and SSO identity), so none shares
 * another test's SMS limits or rows.
 */
test.describe.configure({ mode: 'parallel' });

/** Every section of the province's menu (libs/site-config FEATURE_INFO), with its path. */
const SECTIONS = [
  ['首页', '/home'],
  ['数据资源', '/dataResource'],
  ['数据产品', '/dataProduct'],
  ['运营动态', '/dynamics'],
  ['政策资讯', '/policy'],
  ['需求征集', '/applylist'],
  ['关于平台', '/about'],
] as const;

const menuButton = (page: Page) => header(page).getByRole('button', { name: '菜单' });
const drawer = (page: Page) => page.getByRole('dialog', { name: '菜单' });

/** Nothing on the page is wider than the screen, and the page has no browser margin (§5). */
async function expectFitsScreen(page: Page) {
  const { scrollWidth, innerWidth, bodyMargin } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    bodyMargin: getComputedStyle(document.body).margin,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(bodyMargin).toBe('0px');
}

/** The element lies wholly inside the viewport's width (not clipped or pushed off-screen). */
async function expectOnScreen(page: Page, locator: ReturnType<Page['getByRole']>) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Opens the 菜单 drawer and follows one of its links; the drawer closes on arrival. */
async function viaDrawer(page: Page, group: string, label: string) {
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByRole('region', { name: group }).getByRole('link', { name: label, exact: true }).click();
  await expect(drawer(page)).toBeHidden();
}

test.describe('issue 21: getting around the portal', () => {
  test('§3/§5 at 375 px: the 菜单 drawer reaches every public section; a corporation signs in, reaches its workspace through the account menu, and logs out', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    // A long walk: seven sections, a sign-in, the workspace and out again.
    test.slow();
    const corporation = plantCorporation('nav375');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${origin}/home`);
    await expect(page.locator('[data-layout="home"]')).toBeVisible();
    // The wide navigation row is not shown; the 菜单 button and 登录 are on screen.
    await expect(header(page).getByRole('navigation', { name: '主导航' })).toBeHidden();
    await expectOnScreen(page, menuButton(page));
    await expectOnScreen(page, header(page).getByRole('link', { name: /登\s*录/ }));
    await expectFitsScreen(page);
    // A statistic never breaks inside its number (3,173,531,145 stays on one line).
    const stats = page.locator('[data-stat-value]');
    await expect(stats.first()).toBeVisible();
    const lines = await stats.evaluateAll((elements) => elements.map((element) => `${element.textContent}:${element.getClientRects().length}`));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/:1$/);

    for (const [label, path] of [...SECTIONS.slice(1), SECTIONS[0]]) {
      await viaDrawer(page, '主导航', label);
      await expect(page).toHaveURL(`${origin}${path}`);
      await expect(page.getByRole('main')).toBeVisible();
      await expectFitsScreen(page);
    }
    // The drawer marks the current section and gives the focus back to its button when closed.
    await menuButton(page).click();
    await expect(drawer(page).getByRole('link', { name: '首页', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // Sign in from the header's 登录 (it keeps this page as preUrl).
    await header(page)
      .getByRole('link', { name: /登\s*录/ })
      .click();
    await expect(page).toHaveURL(/\/login/);
    if (!/\/login\/choose/.test(page.url())) await page.goto(`${origin}/login/choose?preUrl=%2Fhome`);
    await signInCorporation(page, request, corporation);
    await expect(page).toHaveURL(`${origin}/home`);

    // The account menu is an icon button on the bar, named for the corporation.
    const account = header(page).getByRole('button', { name: new RegExp(corporation.name) });
    await expectOnScreen(page, account);
    await expectFitsScreen(page);
    await account.click();
    await chooseMenuItem(page, '工作台');
    await expect(page).toHaveURL(`${origin}/workspace/workerhome`);
    await expect(page.locator('[data-layout="workspace"]')).toBeVisible();
    await expectFitsScreen(page);

    // In the workspace the side navigation lives in the drawer, with the way back to the portal.
    await viaDrawer(page, '工作台导航', '领域入驻申请');
    await expect(page).toHaveURL(`${origin}/workspace/domain/apply`);
    await expectFitsScreen(page);
    await viaDrawer(page, '返回门户', '数据资源');
    await expect(page).toHaveURL(`${origin}/dataResource`);
    // The list has loaded (on a busy machine the loading overlay would otherwise take the next click).
    await expect(page.getByText(/^共 [\d,]+ 条数据资源$/)).toBeVisible();
    await expect(page.locator('.portal-spin-overlay')).toHaveAttribute('aria-busy', 'false');

    // And out again: 退出登录 from the account menu lands on the site's /home, signed out (spec §2).
    await header(page)
      .getByRole('button', { name: new RegExp(corporation.name) })
      .click();
    await chooseMenuItem(page, LABELS.logout);
    await expect(page).toHaveURL(`${origin}/home`);
    await expect(header(page).getByRole('link', { name: /登\s*录/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('AuthState'))).toBeNull();
  });

  test('§2/§4 at 1280 and 1440 px: every section shows on the header row (no "···"), 工作台 leads into the workspace and 门户首页 back', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    const corporation = plantCorporation('nav1280');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/login/choose?preUrl=%2Fhome`);
    await signInCorporation(page, request, corporation);
    await expect(page).toHaveURL(`${origin}/home`);

    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const nav = header(page).getByRole('navigation', { name: '主导航' });
      for (const [label, path] of SECTIONS) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
      for (const [label] of SECTIONS) await expectOnScreen(page, nav.getByRole('link', { name: label, exact: true }));
      await expect(nav.locator('.ant-menu-overflow-item-rest')).toHaveCount(0);
      await expect(menuButton(page)).toBeHidden();
    }

    // 工作台 in the header leads into the workspace; its title stays there, 门户首页 leads back.
    await header(page).getByRole('link', { name: '工作台', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/workspace/workerhome`);
    await expect(header(page).getByRole('link', { name: /工作台首页$/ })).toHaveAttribute('href', '/workspace');
    await expect(page.getByRole('navigation', { name: '工作台导航' })).toBeVisible();
    await header(page).getByRole('link', { name: '门户首页', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/home`);
    // The account menu offers 工作台 too.
    await header(page)
      .getByRole('button', { name: new RegExp(corporation.name) })
      .click();
    await expect(page.getByRole('menuitem', { name: '工作台' })).toBeVisible();
  });

  test('§7: /nj on the province is Nanjing’s own frame with a way back; nj.localhost/nj links to the province; the province links to the 13 city sites', async ({
    page,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    await page.goto(`${origin}/nj`);
    const city = page.locator('[data-layout="city"]');
    await expect(city).toBeVisible();
    await expect(header(page).locator('.portal-header-title')).toHaveText('南京市公共数据授权运营平台');
    // Nanjing's footer, not the province's; none of the province's own header actions.
    await expect(page.getByRole('contentinfo')).toContainText('主办单位：南京市数据局');
    await expect(page.getByRole('contentinfo')).not.toContainText('江苏省数据局');
    await expect(header(page).getByRole('link', { name: /登\s*录/ })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: '前往江苏省公共数据授权运营平台' })).toHaveAttribute('href', '/home');
    await header(page).getByRole('link', { name: '返回省级平台' }).click();
    await expect(page).toHaveURL(`${origin}/home`);

    // The province's footer lists the 13 city sites at their own hosts.
    const cities = page.getByRole('contentinfo').getByRole('navigation', { name: '市级平台' }).getByRole('link');
    await expect(cities).toHaveCount(13);
    await expect(cities.first()).toHaveAttribute('href', `${siteOrigin(baseURL, 'nj')}/home`);
    await expect(cities.last()).toHaveAttribute('href', `${siteOrigin(baseURL, 'sq')}/home`);

    // On Nanjing's own host, /nj also leads to the province.
    await page.goto(`${siteOrigin(baseURL, 'nj')}/nj`);
    await expect(page.locator('[data-layout="city"]')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '前往江苏省公共数据授权运营平台' })).toHaveAttribute('href', `${origin}/home`);
  });

  test('§14: the header carries the mark; the footer the sponsor, 网站标识码, ICP and 公网安备 numbers, 政府网站找错, 网站地图 and the service contact', async ({
    page,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    await page.goto(`${origin}/home`);
    await expect(header(page).locator('svg.portal-site-logo')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('主办单位：江苏省数据局');
    await expect(footer).toContainText(/网站标识码：\w{10}/);
    await expect(footer).toContainText('服务热线：12345');
    await expect(footer.getByRole('link', { name: /^苏ICP备/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(footer.getByRole('link', { name: /^苏公网安备/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /政府网站找错/ })).toHaveAttribute('href', /^https:\/\/zfwzgl\.www\.gov\.cn\//);
    // Placeholder numbers are gone.
    await expect(footer).not.toContainText('12345678');

    // The age-friendly mode enlarges the text everywhere and is remembered on this device.
    const bodyText = () =>
      page
        .locator('.ant-app')
        .first()
        .evaluate((element) => getComputedStyle(element).fontSize);
    expect(await bodyText()).toBe('14px');
    await footer.getByRole('button', { name: /长辈模式/ }).click();
    await expect(footer.getByRole('button', { name: /长辈模式/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(bodyText).toBe('18px');
    await page.reload();
    await expect(footer.getByRole('button', { name: /长辈模式/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(bodyText).toBe('18px');
    await footer.getByRole('button', { name: /长辈模式/ }).click();
    await expect.poll(bodyText).toBe('14px');

    await footer.getByRole('link', { name: '网站地图' }).click();
    await expect(page).toHaveURL(`${origin}/siteMap`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '网站地图' })).toBeVisible();
    for (const [label, path] of SECTIONS) await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
    await expect(main.getByRole('link', { name: '南京市公共数据授权运营平台' })).toHaveAttribute('href', `${siteOrigin(baseURL, 'nj')}/home`);
  });
});
