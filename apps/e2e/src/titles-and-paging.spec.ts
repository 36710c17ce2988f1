import type { Page } from '@playwright/test';
import { PROVINCE_NAME, expect, pageTitle, siteOrigin, test } from './fixtures';

/** `共 1,234 条…` → 1234 */
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Records every title the document shows from its first parse on (read with `titlesSeen`). */
async function recordTitles(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __titles: string[] }).__titles = seen;
    new MutationObserver(() => {
      if (document.title && seen.at(-1) !== document.title) seen.push(document.title);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const titlesSeen = (page: Page) => page.evaluate(() => [...(window as unknown as { __titles: string[] }).__titles]);

test.describe('issue 21 §11 document titles name the item and the site', () => {
  test('issue 21 §11: a resource opened from a link is titled once by its name, section and site (issue 15: it comes titled from the server); a policy over the list likewise', async ({
    page,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    await page.goto(`${origin}/dataResource`);
    const first = page.getByRole('list', { name: '数据资源列表' }).getByRole('link').first();
    const name = ((await first.textContent()) ?? '').trim();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/dataResource\/detail\//);

    await recordTitles(page);
    await page.goto(`${origin}${href}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${name} - 数据资源 - ${PROVINCE_NAME}`);
    // Issue 15: the page comes from the server titled by its item, and keeps that title: no interim
    // route-label title, never a generic one.
    expect(await titlesSeen(page)).toEqual([pageTitle(name, '数据资源')]);

    // Back to the list by its link: the list's title.
    await page.getByRole('link', { name: '← 返回数据资源列表' }).click();
    await expect(page).toHaveTitle(pageTitle('数据资源'));

    // A policy over its list: its title, then the list's section.
    await page.goto(`${origin}/policy`);
    const policy = page.getByRole('list', { name: '政策列表' }).getByRole('link').first();
    const policyTitle = ((await policy.textContent()) ?? '').trim();
    await policy.click();
    await expect(page.getByRole('dialog', { name: policyTitle })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(policyTitle, '政策资讯'));
    await page.keyboard.press('Escape');
    await expect(page).toHaveTitle(pageTitle('政策资讯'));
  });
});

test.describe('issue 21 §12 a page past the last one', () => {
  test('issue 21 §12: /dataResource?page=999 moves to the last page in place (its rows, the page marked), and Back does not return to it', async ({
    page,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    await page.goto(`${origin}/home`);
    await page.goto(`${origin}/dataResource?page=999`);
    const total = page.getByText(/^共 [\d,]+ 条数据资源$/);
    await expect(total).toBeVisible();
    const last = Math.ceil(countOf(await total.textContent()) / 10);
    expect(last).toBeGreaterThan(1);
    await expect(page).toHaveURL(`${origin}/dataResource?page=${last}`);
    const rows = page.getByRole('list', { name: '数据资源列表' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: `第 ${last} 页` })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('暂无符合条件的数据资源')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/home`);
  });

  test('issue 21 §12: every shared list does the same (运营动态 with a filter: its own last page)', async ({ page, baseURL }) => {
    const origin = siteOrigin(baseURL);
    await page.goto(`${origin}/dynamics?category=announcement&page=500`);
    const total = page.getByText(/^共 [\d,]+ 条动态$/);
    await expect(total).toBeVisible();
    const last = Math.ceil(countOf(await total.textContent()) / 10);
    await expect(page).toHaveURL(`${origin}/dynamics?category=announcement&page=${last}`);
    await expect(page.getByRole('list', { name: '运营动态列表' }).getByRole('link').first()).toBeVisible();
  });
});

test.describe('issue 21 §6 §8 one name, one date', () => {
  test('issue 21 §6: the home, about and privacy pages call the platform 江苏省公共数据授权运营平台, never 开放平台; the home sections are named as the menu', async ({
    page,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    await page.goto(`${origin}/home`);
    await expect(page.getByRole('heading', { name: '政策资讯', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '运营动态', level: 2 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('开放平台');
    for (const path of ['/about', '/richTextCenter']) {
      await page.goto(`${origin}${path}`);
      const body = page.locator('.portal-rich-text');
      await expect(body).toContainText(PROVINCE_NAME);
      await expect(page.locator('body')).not.toContainText('开放平台');
    }
  });

  test('issue 21 §8: a policy shows the same date on the home and in its detail (发布日期)', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/home`);
    const latest = page.getByRole('region', { name: '政策资讯' }).getByRole('listitem').first();
    const title = ((await latest.getByRole('link').textContent()) ?? '').trim();
    const date = ((await latest.locator('time').textContent()) ?? '').trim();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await latest.getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // The detail's facts are a table of label and value cells (antd Descriptions, bordered).
    await expect(dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '发布日期' }) })).toContainText(date);
    // And the list says so too.
    await page.keyboard.press('Escape');
    const row = page.getByRole('list', { name: '政策列表' }).getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(`发布日期：${date}`);
  });
});
