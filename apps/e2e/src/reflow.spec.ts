import { expect, siteOrigin, test } from './fixtures';
import { closeActor, openActor, signInAsStaff } from './actors';
import { plantStaff } from './planted-staff';
import { expectNoSidewaysScroll } from './reflow';
import { ADMIN_WORKSPACE_PATHS, PUBLIC_PATHS, publicDetails } from './pages-under-test';

/*
 * Issue 19 (WCAG 1.4.10 reflow): at 320 CSS px — a 1280 px screen at 400 % — no page scrolls
 * sideways: every public route of the province and a city, and the workspace pages an admin opens.
 * Wide tables scroll inside their own box, which is allowed.
 */
test.describe('issue 19: reflow at 320 px, no sideways scrolling', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every public route of the province and of a city', async ({ page, baseURL }) => {
    const details = await publicDetails(page.request, siteOrigin(baseURL));
    for (const origin of [siteOrigin(baseURL), siteOrigin(baseURL, 'nj')]) {
      for (const path of [...PUBLIC_PATHS, ...details]) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator('main')).toBeVisible();
        await expectNoSidewaysScroll(page, `${origin}${path}`);
      }
    }
  });

  test('the workspace pages of an admin', async ({ browser, baseURL }) => {
    test.slow();
    const origin = siteOrigin(baseURL);
    const admin = await openActor(browser, baseURL);
    try {
      await admin.page.setViewportSize({ width: 320, height: 640 });
      await signInAsStaff(admin, origin, plantStaff('admin'));
      for (const path of ADMIN_WORKSPACE_PATHS) {
        await admin.page.goto(`${origin}${path}`);
        await expect(admin.page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(admin.page, path);
      }
    } finally {
      await closeActor(admin);
    }
  });
});
