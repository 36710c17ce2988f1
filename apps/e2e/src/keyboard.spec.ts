import type { Page } from '@playwright/test';
import { expect, siteOrigin, test } from './fixtures';

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
