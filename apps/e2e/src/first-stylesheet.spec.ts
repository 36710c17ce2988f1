import type { Page } from '@playwright/test';
import { expect, siteOrigin, test } from './fixtures';
import { PUBLIC_PATHS, publicDetails } from './pages-under-test';

/*
 * Issue 13 §Bytes: a page links only the first part of the site's static antd stylesheet, the rules
 * of the class names our code draws itself (tools/vite-config critical-css.ts); antd's own
 * components load the whole sheet before they render (ui-kit antd-stylesheet.ts).
 */

const FIRST = 'link[data-antd-static]';
const WHOLE = 'link[data-antd-full-sheet]';

/** One element's name, whether it is mid-animation, and its computed look. */
interface Look {
  name: string;
  animated: boolean;
  style: string;
}

/** The computed look of every element of the page, in document order. */
function look(page: Page): Promise<Look[]> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.pause();
    const properties = [
      'display',
      'position',
      'float',
      'color',
      'background-color',
      'background-image',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'text-align',
      'text-decoration-line',
      'white-space',
      'padding',
      'margin',
      'border-width',
      'border-style',
      'border-color',
      'border-radius',
      'box-shadow',
      'width',
      'height',
      'gap',
      'flex-direction',
      'flex-wrap',
      'justify-content',
      'align-items',
      'grid-template-columns',
      'overflow',
      'opacity',
      'visibility',
      'cursor',
      'transform',
      'outline-style',
      'list-style-type',
    ];
    return [...document.querySelectorAll('body *')].map((element) => {
      const style = getComputedStyle(element);
      return {
        name: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        animated: element.getAnimations().length > 0,
        style: properties.map((property) => `${property}:${style.getPropertyValue(property)}`).join(';'),
      };
    });
  });
}

/** Adds the whole sheet where the app adds it (right after the first) and waits for it to apply. */
function addWholeSheet(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const first = document.querySelector<HTMLLinkElement>('link[data-antd-static]')!;
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = first.getAttribute('data-antd-full')!;
        link.addEventListener('load', () => resolve());
        link.addEventListener('error', () => reject(new Error(`${link.href} did not load`)));
        first.after(link);
      }),
  );
}

test.describe('issue 13 §Bytes: the first antd stylesheet', () => {
  test('every public page drawn without antd looks the same with the first sheet as with the whole one, and the measured pages load only the first', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const province = siteOrigin(baseURL);
    const details = await publicDetails(page.request, province);
    const pages = [...[...PUBLIC_PATHS, ...details].map((path) => `${province}${path}`), `${siteOrigin(baseURL, 'nj')}/home`];
    const differences: Record<string, string[]> = {};
    const withWholeSheet: string[] = [];
    for (const url of pages) {
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator(FIRST)).toHaveCount(1);
      // A page of antd's own components has the whole sheet already: nothing to compare there.
      if ((await page.locator(WHOLE).count()) > 0) {
        withWholeSheet.push(new URL(url).pathname);
        continue;
      }
      const before = await look(page);
      await addWholeSheet(page);
      const after = await look(page);
      expect(after).toHaveLength(before.length);
      const changed = before.flatMap((first, index) => {
        const whole = after[index]!;
        // Mid-animation in either read (the loading overlay's spinner), the look depends on the moment
        // it is read, and an animation may start or end between the reads: its place in the page still counts.
        const same = first.name === whole.name && (first.animated || whole.animated || first.style === whole.style);
        return same ? [] : [`${first.name} ${first.style}\n  whole sheet: ${whole.name} ${whole.style}`];
      });
      if (changed.length > 0) differences[url] = changed.slice(0, 5);
    }
    expect(differences).toEqual({});
    // The pages the Lighthouse bench measures are drawn without antd: the first sheet is all they load.
    for (const path of ['/home', '/dataResource', '/dataResource/detail/', '/search']) {
      expect(
        withWholeSheet.filter((measured) => measured.startsWith(path)),
        path,
      ).toEqual([]);
    }
  });

  test('antd components opened on a public page get the whole sheet, after the first and before the app’s own rules', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${siteOrigin(baseURL)}/home`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator(WHOLE)).toHaveCount(0);
    // The 菜单 drawer is antd's Drawer and Menu (its chunk and the whole sheet load when it opens).
    await page.getByRole('banner').getByRole('button', { name: '菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await expect(drawer).toBeVisible();
    await expect(page.locator(WHOLE)).toHaveCount(1);
    const order = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.hasAttribute('data-antd-static') ? 'first' : link.hasAttribute('data-antd-full-sheet') ? 'whole' : 'app',
      ),
    );
    expect(order.slice(0, 2)).toEqual(['first', 'whole']);
    expect(order.slice(2).every((sheet) => sheet === 'app')).toBe(true);
    // Styled by the whole sheet: the drawer's mask, a class name only antd's code adds (not in the first sheet), covers the page.
    await expect(page.locator('.ant-drawer-mask')).toHaveCSS('position', 'absolute');
  });
});
