import { test as base, expect, type Page } from '@playwright/test';

/** Origin of a site on the test server: the province on localhost, a city on <code>.localhost. */
export function siteOrigin(baseURL: string | undefined, code = 'portal'): string {
  const url = new URL(baseURL ?? 'http://localhost:4317');
  return code === 'portal' ? url.origin : `${url.protocol}//${code}.${url.host}`;
}

/**
 * Every test fails on an uncaught page error, a console error or a CSP violation:
 * a page that "looks right" while throwing is not passing.
 */
export const test = base.extend<{ problems: string[] }>({
  /**
   * Issue 15: a page the server rendered shows (and its links work) before the app has taken it over,
   * which starts after its first paint. A test acts on the app: `page.goto` to one of the portal's
   * pages (those with the build's boot script) returns once the app has started (libs/shell
   * app-started.tsx APP_STARTED_MARK), unless the test asks for an earlier moment
   * (`waitUntil: 'commit'`) or runs without JavaScript.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = (await response?.headerValue('content-type'))?.startsWith('text/html') ?? false;
      // A page that is not one of the apps' (the sign-in provider's, say) has no boot script to wait for.
      if (html && javaScriptEnabled && options?.waitUntil !== 'commit')
        await page.waitForFunction(
          (mark) => !document.querySelector('script[type="module"][src^="/assets/boot-"]') || performance.getEntriesByName(mark, 'mark').length > 0,
          'portal:app-started',
        );
      return response;
    };
    await use(page);
  },
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Issue 13: a CSP violation names what was blocked and where (Chrome's own message names neither).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${JSON.stringify(event.sample)} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          ),
        );
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The provincial site's name: every page title of the province ends with it (issue 21 §11). */
export const PROVINCE_NAME = '江苏省公共数据授权运营平台';

/** A page title (issue 21 §11): its parts (label; or item, section) and then the site's name. */
export const pageTitle = (...parts: string[]) => [...parts, PROVINCE_NAME].join(' - ');
export const cityPageTitle = (city: string, ...parts: string[]) => [...parts, city].join(' - ');

export async function expectTitle(page: Page, title: string) {
  await expect(page).toHaveTitle(title);
}
