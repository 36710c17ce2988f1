import { expect, siteOrigin, test } from './fixtures';
import { closeActor, openActor, signInAsCorporation } from './actors';
import { plantCorporation } from './e2e-database';
import { api } from './sign-in.helpers';

/*
 * Issue 19 §Time (WCAG 2.2.1, 2.2.5): two minutes before an idle session ends a dialog offers 继续使用;
 * left alone, the session ends and what the visitor typed comes back after signing in again. The page's
 * clock is Playwright's (the server's is real: 继续使用 really keeps the session alive there).
 */
test.describe('issue 19: the session-expiry warning and forms that survive a new sign-in', () => {
  test('the warning two minutes before the idle end; 继续使用 keeps the session; left alone it ends, and the typed form is kept', async ({
    browser,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    const corporation = plantCorporation('expiry');
    const actor = await openActor(browser, baseURL);
    try {
      const { page } = actor;
      await page.clock.install();
      await signInAsCorporation(actor, origin, corporation);
      const kept = page.waitForResponse((response) => response.url().includes(api('/web/login/session')) && response.request().method() === 'POST');
      await page.goto(`${origin}/workspace/domain/apply`);
      expect((await kept).status()).toBe(200);
      await page.getByLabel('联系人', { exact: true }).fill('超时测试');
      await page.getByLabel('应用场景', { exact: true }).fill('会话即将过期时填写的内容应当被保留。');

      // 28 minutes idle: the warning, with the focus on 继续使用.
      await page.clock.fastForward('28:05');
      const warning = page.getByRole('dialog', { name: '登录即将过期' });
      await expect(warning).toBeVisible();
      await expect(warning.getByRole('button', { name: '继续使用' })).toBeFocused();
      const again = page.waitForResponse((response) => response.url().includes(api('/web/login/session')) && response.request().method() === 'POST');
      await page.keyboard.press('Enter');
      expect((await again).status()).toBe(200);
      await expect(warning).toBeHidden();

      // Left alone past the end: the session is given up, the visitor goes to sign in with this page as preUrl.
      await page.clock.fastForward('30:05');
      await expect(page).toHaveURL(/\/login(\/choose)?\?preUrl=%2Fworkspace%2Fdomain%2Fapply/);

      // What was typed is kept in this tab for the same page (restored after signing in again:
      // ui-kit kept-form.test.tsx; a second sign-in here would wait out the phone's one text a minute).
      const keptForm = await page.evaluate(() => sessionStorage.getItem('keptForm:/workspace/domain/apply#application'));
      expect(JSON.parse(keptForm ?? 'null')).toMatchObject({
        owner: expect.stringContaining(corporation.name),
        values: { contactName: '超时测试', scenario: '会话即将过期时填写的内容应当被保留。' },
      });
    } finally {
      await closeActor(actor);
    }
  });
});
