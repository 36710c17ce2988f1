import type { Page } from '@playwright/test';
import { expect, siteOrigin, test } from './fixtures';
import { closeActor, openActor, realPdf, signInAsCorporation, signInAsStaff } from './actors';
import { plantCorporation } from './e2e-database';
import { plantStaff } from './planted-staff';
import { LABELS, maskedPhone, sentSmsCode } from './sign-in.helpers';

/*
 * Issue 19, keyboard use: the focused element is asserted at every step. Header search → a result →
 * back: the search lands on the results' heading, the detail on its own heading, and going back
 * returns the focus to the result the visitor opened. A screen reader hears each new page's title.
 */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test.describe('issue 19: keyboard focus across route changes', () => {
  test('header search → result → back: the focus follows the visitor and comes back to the result', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/dataResource`);
    const box = page.getByRole('searchbox', { name: '全站搜索' });
    await box.focus();
    await page.keyboard.type('交通');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    // The results page: its heading in the main region has the focus, and its title is announced.
    const main = page.locator('#main-content');
    await expect(main.locator('h1, h2').first()).toBeFocused();
    await expect(page.locator('[data-route-announcer]')).toHaveText(await page.title());

    const first = page.getByRole('region', { name: '搜索结果' }).getByRole('heading').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /\/detail\/|\/policy\?id=|\/applylist\?id=/);
    const title = ((await first.textContent()) ?? '').trim();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/detail\//);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeFocused();

    // The browser's Back (Alt+← is the browser's own shortcut, which headless Chromium does not bind).
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(first).toBeFocused();
    expect(await focusedText(page)).toBe(title);
  });
});

/** Presses Tab until `target` has the focus (at most `limit` presses), as a keyboard user would reach it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('issue 19: keyboard-only flows', () => {
  test('paginate then filter a list: the focus moves to the new page’s count, and stays on the chosen filter', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/dataResource`);
    const pages = page.getByRole('navigation', { name: '分页' });
    const second = pages.getByRole('link', { name: '第 2 页' });
    await tabTo(page, second);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    // The count line above the list has the focus, and the new page is announced.
    await expect(page.locator('.portal-list-summary')).toBeFocused();
    await expect(page.locator('.portal-list-summary [role=status]')).toHaveText(/^第 2 页，共 \d+ 页$/);
    await expect(pages.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

    // A facet group is a radio group: Tab reaches its checked 全部, an arrow key chooses the next bucket.
    const group = page.getByRole('group', { name: '开放类型' });
    const all = group.getByRole('radio', { name: /^全部/ });
    await all.focus();
    await expect(all).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/[?&]openType=/);
    await expect(page).not.toHaveURL(/[?&]page=2\b/);
    const chosen = group.getByRole('radio', { checked: true });
    await expect(chosen).not.toHaveAccessibleName(/^全部/);
    await expect(chosen).toBeFocused();
  });

  test('the staff sign-in through the SMS code, from the keyboard alone', async ({ page, baseURL }) => {
    const staff = plantStaff('admin');
    await page.goto(`${siteOrigin(baseURL)}/login/choose`);
    const staffButton = page.getByRole('button', { name: LABELS.staffLogin, exact: true });
    await tabTo(page, staffButton);
    await page.keyboard.press('Enter');
    // The new step's heading takes the focus; the account box is the next stop.
    await expect(page.getByRole('heading', { name: LABELS.staffLogin })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(LABELS.account, { exact: true })).toBeFocused();
    await page.keyboard.type(staff.account);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(LABELS.password, { exact: true })).toBeFocused();
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: LABELS.smsTitle })).toBeFocused();
    await expect(page.getByText(`验证码将发送至 ${maskedPhone(staff.phone)}`, { exact: true })).toBeVisible();
    const send = page.getByRole('button', { name: LABELS.sendCode, exact: true });
    await tabTo(page, send);
    const since = Date.now() - 1_000;
    await page.keyboard.press('Enter');
    // The send button counts down (disabled): the code box, where the visitor types next, has the focus.
    const codeBox = page.getByLabel(LABELS.smsCode, { exact: true });
    await expect(codeBox).toBeFocused();
    await page.keyboard.type(await sentSmsCode(page.request, staff.phone, since));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/workspace\//);
    await expect(page.locator('#main-content').locator('h1, h2').first()).toBeFocused();
  });

  test('修改密码 from the user menu, and the focus back on the menu button when the dialog closes', async ({ browser, baseURL }) => {
    const origin = siteOrigin(baseURL);
    const admin = await openActor(browser, baseURL);
    try {
      await signInAsStaff(admin, origin, plantStaff('admin'));
      const { page } = admin;
      const menuButton = page.getByRole('banner').getByRole('button', { name: /测试管理员/ });
      await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
      await tabTo(page, menuButton);
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const item = page.getByRole('menuitem', { name: '修改密码' });
      await expect(item).toBeVisible();
      // The menu takes the focus; arrows walk its items, Enter opens the chosen one.
      for (
        let step = 0;
        step < 5 && !(await item.evaluate((element) => element.contains(document.activeElement) || element === document.activeElement));
        step += 1
      ) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '修改密码' });
      await expect(dialog).toBeVisible();
      // The dialog holds the focus, starting at its first field.
      await expect(dialog.getByLabel('原密码', { exact: false }).first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(menuButton).toBeFocused();
    } finally {
      await closeActor(admin);
    }
  });

  test('submit a domain application: a refused submit focuses the first error, then the whole form by keyboard, saving a draft on the way', async ({
    browser,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    const corporation = plantCorporation('keyboard');
    const actor = await openActor(browser, baseURL);
    try {
      await signInAsCorporation(actor, origin, corporation);
      const { page } = actor;
      await page.goto(`${origin}/workspace/domain/apply`);
      const submit = page.getByRole('button', { name: '提交申请' });
      await tabTo(page, submit, 80);
      await page.keyboard.press('Enter');
      // Refused: the first field in error (the domain group) has the focus, and its message is an alert.
      const domains = page.getByRole('radiogroup', { name: '申请领域' });
      await expect.poll(() => domains.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expect(page.getByRole('alert').filter({ hasText: /^未能提交：请修改标出的 \d+ 项$/ })).toHaveCount(1);
      await expect(domains).toHaveAttribute('aria-invalid', 'true');
      await expect(domains).toHaveAccessibleDescription(/请选择申请领域/);

      // Space chooses the focused domain; Tab walks the fields in order.
      await page.keyboard.press('Space');
      await expect(domains.getByRole('radio', { checked: true })).toBeFocused();
      for (const [label, value] of [
        ['联系人', '键盘测试'],
        ['联系电话', corporation.phone],
        ['应用场景', '仅用键盘填写的申请：基于公开统计数据开展行业分析服务。'],
        ['数据使用说明', '仅在授权运营环境内使用脱敏后的统计数据，不出域、不落地。'],
      ] as const) {
        const field = page.getByLabel(label, { exact: true });
        await tabTo(page, field, 20);
        await page.keyboard.type(value);
      }
      const chooser = page.waitForEvent('filechooser');
      await tabTo(page, page.getByRole('button', { name: '选择文件' }).first(), 10);
      await page.keyboard.press('Enter');
      const uploaded = page.waitForResponse((response) => response.url().includes('/second/file/upload'));
      await (await chooser).setFiles({ name: '键盘材料.pdf', mimeType: 'application/pdf', buffer: realPdf('keyboard') });
      expect((await uploaded).status()).toBe(200);
      await expect(page.getByText('键盘材料.pdf')).toBeVisible();
      // 保存草稿: the draft gets its address and the focus stays on the button pressed.
      const save = page.getByRole('button', { name: '保存草稿' });
      await tabTo(page, save, 20);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/workspace\/domain\/apply\?id=app_/);
      await expect(page.getByText('草稿已保存')).toBeVisible();
      await expect(save).toBeFocused();
      await tabTo(page, submit, 20);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/workspace\/domain\/detail\?id=app_/);
      await expect(page.locator('#main-content').locator('h1, h2').first()).toBeFocused();
    } finally {
      await closeActor(actor);
    }
  });
});
