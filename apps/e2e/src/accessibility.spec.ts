import type { Page } from '@playwright/test';
import { expect, siteOrigin, test } from './fixtures';
import { closeActor, openActor, signInAsStaff } from './actors';
import { plantStaff } from './planted-staff';
import { chooseMenuItem } from './sign-in.helpers';
import {
  ADMIN_WORKSPACE_PATH_GROUPS,
  PUBLIC_PATH_GROUPS,
  SITES_UNDER_TEST,
  axeViolations,
  groupName,
  groupPaths,
  problemsOnAdminPages,
  problemsOnEachPage,
} from './pages-under-test';

/*
 * Issue 19: axe (WCAG 2.0/2.1/2.2 A and AA, and best practice) finds nothing on every public route of
 * the province and of a city, on the workspace pages an admin opens, and with the header's 菜单
 * drawer open on a narrow screen. Each page is checked once it has settled (its heading shown).
 */
const violations = axeViolations;

test.describe('issue 19: axe finds no violation', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the check itself reports what it is made to find: a button without a name, a second level-one heading', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/about`);
    await expect(page.locator('main')).toBeVisible();
    await page.locator('main').evaluate((main) => {
      const button = document.createElement('button');
      button.id = 'planted-nameless';
      const heading = document.createElement('h1');
      heading.textContent = 'planted';
      main.append(button, heading);
    });
    const found = await violations(page);
    expect(found).toContainEqual(expect.stringMatching(/^button-name \(critical\): #planted-nameless/));
    expect(found).toContainEqual(expect.stringMatching(/^heading-one: 2 level-one headings/));
  });

  for (const site of SITES_UNDER_TEST) {
    for (const group of PUBLIC_PATH_GROUPS) {
      test(`every public route of ${site.name}: ${groupName(group)}`, async ({ page, baseURL }) => {
        const paths = await groupPaths(page.request, siteOrigin(baseURL), group);
        expect(await problemsOnEachPage(page, [siteOrigin(baseURL, site.code)], paths, violations)).toEqual({});
      });
    }
  }

  test('the header menu drawer open on a phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${siteOrigin(baseURL)}/dataResource`);
    await page.getByRole('button', { name: /菜单/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  for (const group of ADMIN_WORKSPACE_PATH_GROUPS) {
    test(`the workspace pages of an admin: ${groupName(group)}`, async ({ browser, baseURL }) => {
      test.slow();
      expect(await problemsOnAdminPages(browser, baseURL, group, violations)).toEqual({});
    });
  }
});

test.describe('issue 19 §Older readers: the age-friendly mode', () => {
  test('the header switch turns it on and off from the keyboard; it is remembered', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/dataResource`);
    const toggle = page.getByRole('banner').getByRole('button', { name: '长辈模式' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeFocused();
    await expect(page.locator('html')).toHaveClass(/portal-large-text/);
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The footer's switch has the same name and is the same setting.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/portal-large-text/);
  });

  for (const group of PUBLIC_PATH_GROUPS) {
    test(`every public route of the province: 18 px text, 44 px controls, no axe violation: ${groupName(group)}`, async ({ page, baseURL }) => {
      await page.addInitScript(() => localStorage.setItem('readingMode', 'large'));
      const origin = siteOrigin(baseURL);
      const found: Record<string, string[]> = {};
      for (const path of await groupPaths(page.request, origin, group)) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator('main')).toBeVisible();
        const problems = await violations(page);
        const sizes = await page.evaluate(() => {
          const small: string[] = [];
          for (const element of document.querySelectorAll<HTMLElement>(
            'main button, main input:not([type=radio]):not([type=checkbox]), main select, header button',
          )) {
            // A text box's target is its frame (antd's affix wrapper holds the input, its icon and clear button).
            const box = (element.closest('.ant-input-affix-wrapper') ?? element).getBoundingClientRect();
            if (box.width > 0 && box.height > 0 && box.height < 44)
              small.push(
                `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.height)}px`,
              );
          }
          return { body: Number.parseFloat(getComputedStyle(document.querySelector('main')!).fontSize), small };
        });
        if (sizes.body < 18) problems.push(`main text ${sizes.body}px`);
        problems.push(...sizes.small.map((control) => `control under 44 px: ${control}`));
        if (problems.length > 0) found[path] = problems;
      }
      expect(found).toEqual({});
    });
  }
});

test.describe('issue 19: axe in interactive states', () => {
  test('a filter applied, a drawer open, the user menu and the 修改密码 dialog open', async ({ browser, baseURL }) => {
    const origin = siteOrigin(baseURL);
    const admin = await openActor(browser, baseURL);
    try {
      const { page } = admin;
      const found: Record<string, string[]> = {};
      const check = async (state: string) => {
        const problems = await violations(page);
        if (problems.length > 0) found[state] = problems;
      };
      await page.goto(`${origin}/dataResource`);
      await page.getByRole('group', { name: '开放类型' }).locator('label').nth(1).click();
      await expect(page).toHaveURL(/openType=/);
      await check('/dataResource with a filter');

      await page.goto(`${origin}/policy`);
      await page.getByRole('list', { name: '政策列表' }).getByRole('link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('/policy with a policy open');

      await signInAsStaff(admin, origin, plantStaff('admin'));
      const menuButton = page.getByRole('banner').getByRole('button', { name: /测试管理员/ });
      await menuButton.click();
      await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
      await check('the user menu open');
      await chooseMenuItem(page, '修改密码');
      await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
      await check('the 修改密码 dialog open');
      expect(found).toEqual({});
    } finally {
      await closeActor(admin);
    }
  });

  for (const group of ADMIN_WORKSPACE_PATH_GROUPS) {
    test(`the workspace pages of an admin in the age-friendly mode: ${groupName(group)}`, async ({ browser, baseURL }) => {
      test.slow();
      const largeText = async (page: Page) => {
        await expect(page.locator('html')).toHaveClass(/portal-large-text/);
        return violations(page);
      };
      const prepare = async (page: Page) => {
        await page.addInitScript(() => localStorage.setItem('readingMode', 'large'));
      };
      expect(await problemsOnAdminPages(browser, baseURL, group, largeText, prepare)).toEqual({});
    });
  }
});
