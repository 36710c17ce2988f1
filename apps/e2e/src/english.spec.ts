import type { Page } from '@playwright/test';
import { expect, siteOrigin, test } from './fixtures';
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
 * Issue 19 §English: a 中文 / English switch in every header, remembered on the device, `lang` set
 * on the page; the whole interface in English, while content that exists only in Chinese stays
 * Chinese and is marked `lang="zh-CN"`. Checked on every public route of the province and a city
 * and on an admin's workspace pages: axe finds nothing, and no Chinese text shows outside an
 * element marked Chinese.
 */
/**
 * UI text left in Chinese: a text or a name (aria-label / title / placeholder / alt) outside
 * `lang="zh-CN"` that is wholly Chinese. English text with Chinese content inside it (a title in
 * "Withdraw: 关于…", a query in "76 results for “交通”") is what English with Chinese content reads
 * like; an attribute cannot mark part of itself.
 */
async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cjk = /[\u4e00-\u9fff]/;
    const english = /[A-Za-z]{2,}/;
    const untranslatedText = (text: string) => cjk.test(text) && !english.test(text);
    const chineseMarked = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.startsWith('zh') ?? false;
    // <noscript> shows only where scripts do not run (the page cannot switch language there).
    const shown = (element: Element) => !element.closest('script, style, template, noscript, [hidden], [aria-hidden="true"]');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent ?? '';
      const parent = walker.currentNode.parentElement;
      if (parent && untranslatedText(text) && shown(parent) && !chineseMarked(parent))
        found.push(`${parent.tagName.toLowerCase()}: ${text.trim().slice(0, 40)}`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!shown(element) || chineseMarked(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value && untranslatedText(value)) found.push(`${element.tagName.toLowerCase()}[${name}]: ${value.slice(0, 40)}`);
      }
    }
    return found;
  });
}

async function problemsOf(page: Page): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  return [...(await axeViolations(page)), ...(await untranslated(page))];
}

/** Every page the test opens starts in English, as for a visitor who chose it before. */
async function preferEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
}

test.describe('issue 19 §English', () => {
  test.describe.configure({ mode: 'parallel' });
  test('the header switch changes the language in place, is remembered, and switches back', async ({ page, baseURL }) => {
    const origin = siteOrigin(baseURL);
    await page.goto(`${origin}/dataResource`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '数据资源' })).toBeVisible();
    const toEnglish = page.getByRole('button', { name: 'English' });
    await toEnglish.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Data resources' })).toBeVisible();
    await expect(page).toHaveTitle(/^Data resources - Jiangsu/);
    // The focus stays on the switch, now offering Chinese, named in Chinese.
    await expect(page.getByRole('button', { name: '中文' })).toBeFocused();
    await expect(page.getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh-CN');
    // And a screen reader hears that it happened (the button's new name alone was not read).
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Switched to English');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Data resources' }).first()).toBeVisible();

    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  for (const site of SITES_UNDER_TEST) {
    for (const group of PUBLIC_PATH_GROUPS) {
      test(`every public route of ${site.name}: no axe violation, nothing left in Chinese: ${groupName(group)}`, async ({ page, baseURL }) => {
        await preferEnglish(page);
        const paths = await groupPaths(page.request, siteOrigin(baseURL), group);
        expect(await problemsOnEachPage(page, [siteOrigin(baseURL, site.code)], paths, problemsOf)).toEqual({});
      });
    }
  }

  for (const group of ADMIN_WORKSPACE_PATH_GROUPS) {
    test(`the workspace pages of an admin: no axe violation, nothing left in Chinese: ${groupName(group)}`, async ({ browser, baseURL }) => {
      test.slow();
      expect(await problemsOnAdminPages(browser, baseURL, group, problemsOf, preferEnglish)).toEqual({});
    });
  }
});
