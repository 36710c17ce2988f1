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
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
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

export async function expectTitle(page: Page, title: string) {
  await expect(page).toHaveTitle(title);
}
