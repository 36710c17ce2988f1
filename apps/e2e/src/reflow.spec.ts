import { expect, siteOrigin, test } from './fixtures';
import { closeActor, openActor, signInAsStaff } from './actors';
import { plantStaff } from './planted-staff';
import { expectNoSidewaysScroll } from './reflow';
import { api } from './sign-in.helpers';

/*
 * Issue 19 (WCAG 1.4.10 reflow): at 320 CSS px — a 1280 px screen at 400 % — no page scrolls
 * sideways: every public route of the province and a city, and the workspace pages an admin opens.
 * Wide tables scroll inside their own box, which is allowed.
 */
const PUBLIC = [
  '/home',
  '/dataResource',
  '/dataProduct',
  '/dynamics',
  '/policy',
  '/applylist',
  '/about',
  '/richTextCenter',
  `/search?q=${encodeURIComponent('交通')}`,
  '/siteMap',
  '/login',
  '/login/choose',
  '/403',
  '/404',
];

const WORKSPACE = [
  '/workspace/home',
  '/workspace/domain/finalReview',
  '/workspace/annouce/list',
  '/workspace/annouce/add',
  '/workspace/admin/list',
  '/workspace/admin/new',
  '/workspace/users',
  '/workspace/roles',
  '/workspace/audit',
  '/workspace/search/dictionary',
  '/workspace/content/wall',
  '/workspace/analytics',
];

test.describe('issue 19: reflow at 320 px, no sideways scrolling', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every public route of the province and of a city', async ({ page, baseURL }) => {
    // A resource's and a product's detail: the first of each list.
    const first = async (list: string) => {
      const response = await page.request.get(`${siteOrigin(baseURL)}${api(`${list}?t=1&pageSize=1`)}`);
      return ((await response.json()).data.items as { id: string }[])[0]!.id;
    };
    const details = [`/dataResource/detail/${await first('/web/data-resource/list')}`, `/dataProduct/detail/${await first('/web/data-product/list')}`];
    for (const origin of [siteOrigin(baseURL), siteOrigin(baseURL, 'nj')]) {
      for (const path of [...PUBLIC, ...details]) {
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
      for (const path of WORKSPACE) {
        await admin.page.goto(`${origin}${path}`);
        await expect(admin.page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expectNoSidewaysScroll(admin.page, path);
      }
    } finally {
      await closeActor(admin);
    }
  });
});
