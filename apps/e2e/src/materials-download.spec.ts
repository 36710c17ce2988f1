import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { API_BASE_PATH } from '@portal/api-contract';
import { expect, siteOrigin, test } from './fixtures';
import { plantCorporation } from './e2e-database';
import { plantStaff } from './planted-staff';
import { closeActor, openActor, realPdf, signInAsCorporation, signInAsStaff } from './actors';
import { allowProblems, failedResource, storedAuthState } from './sign-in.helpers';

/*
 * Issue 21 §1: application materials need the User-Token, so a plain link could not open them
 * (the browser got 401 and saved fil_….json). Here a corporation applies with a real PDF and the
 * PDF is opened from a click by the applicant, the domain's reviewer and an admin; another
 * corporation is refused. The corporations are demo accounts no other test sends an SMS to (one
 * per phone and minute); the reviewer (of 市场监管, where no other test applies) and the admin
 * are planted for this test. Each actor signs in once, in a browser context of its own.
 */

/**
 * Clicks (or, with `keyboard`, focuses and presses Enter on) the material's link in `scope` and
 * checks what the browser saved: the uploaded name and bytes. The page stays where it was.
 */
async function openMaterial(page: Page, scope: Locator, name: string, bytes: Buffer, { keyboard = false } = {}): Promise<void> {
  const link = scope.getByRole('link', { name, exact: true });
  const before = page.url();
  const downloading = page.waitForEvent('download');
  if (keyboard) {
    await link.focus();
    await page.keyboard.press('Enter');
  } else {
    await link.click();
  }
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const saved = await readFile(await download.path());
  expect(saved.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(saved.equals(bytes)).toBe(true);
  await expect(link).not.toHaveAttribute('aria-busy');
  await expect(scope.getByRole('alert')).toHaveCount(0);
  expect(page.url()).toBe(before);
}

test.describe('issue 21 §1 application materials open from a click for those allowed', () => {
  test("issue 21 §1: a corporation applies with a PDF; it opens for the applicant, the domain's reviewer and an admin, with its name and bytes; another corporation gets 403 and cannot reach it", async ({
    browser,
    baseURL,
  }) => {
    // A long walk (several sign-ins and reviews): three times the run's scaled limit.
    test.slow();
    const origin = siteOrigin(baseURL);
    // Corporations of this test's own: no other test shares their phones (one SMS a minute) or rows.
    const applicantCorp = plantCorporation('materials');
    const otherCorp = plantCorporation('materials-other');
    const reviewerStaff = plantStaff('reviewer', ['dom_market']);
    const adminStaff = plantStaff('admin');
    const fileName = '营业执照（副本）.pdf';
    const pdf = realPdf(`Business licence ${Date.now().toString(36)}`);

    // The corporation applies in 市场监管 with its licence.
    const applicant = await openActor(browser, baseURL);
    await signInAsCorporation(applicant, origin, applicantCorp);
    await applicant.page.goto(`${origin}/workspace/domain/apply`);
    await applicant.page.getByRole('radio', { name: /市场监管/ }).check();
    await applicant.page.getByLabel('联系人').fill('顾晓岚');
    await applicant.page.getByLabel('联系电话').fill(applicantCorp.phone);
    await applicant.page.getByLabel('应用场景').fill('基于市场主体登记与信用数据，为园区企业提供经营风险预警服务。');
    await applicant.page.getByLabel('数据使用说明').fill('仅在授权运营环境内使用脱敏后的统计数据，不出域、不落地。');
    const uploaded = applicant.page.waitForResponse((response) => response.url().includes('/second/file/upload'));
    await applicant.page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    expect((await uploaded).status()).toBe(200);
    await expect(applicant.page.getByRole('list', { name: /申请材料/ }).getByText(fileName)).toBeVisible();
    await applicant.page.getByRole('button', { name: '提交申请' }).click();
    await expect(applicant.page).toHaveURL(/\/workspace\/domain\/detail\?id=app_/);
    const applicationId = new URL(applicant.page.url()).searchParams.get('id') ?? '';

    // The applicant opens it from the application's detail.
    const applicantMaterials = applicant.page.getByRole('region', { name: '申请材料' });
    await openMaterial(applicant.page, applicantMaterials, fileName, pdf);
    const href = (await applicantMaterials.getByRole('link', { name: fileName }).getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${API_BASE_PATH}/web/file/fil_[0-9a-f]{24}$`));
    const fileAddress = new URL(href, origin).toString();
    // One browser context at a time: the machine running the suite may be small.
    await closeActor(applicant);

    // The domain's reviewer opens it from the first-review queue's drawer, before deciding.
    const reviewer = await openActor(browser, baseURL);
    await signInAsStaff(reviewer, origin, reviewerStaff);
    await reviewer.page.goto(`${origin}/workspace/domain/firstReview`);
    await reviewer.page.getByRole('list', { name: '入驻申请列表' }).getByRole('link', { name: applicantCorp.name }).click();
    const drawer = reviewer.page.getByRole('dialog', { name: new RegExp(`^${applicantCorp.name}`) });
    await expect(drawer).toBeVisible();
    await openMaterial(reviewer.page, drawer.getByRole('region', { name: '申请材料' }), fileName, pdf);
    await closeActor(reviewer);

    // An admin opens it from the detail, with the keyboard.
    const admin = await openActor(browser, baseURL);
    await signInAsStaff(admin, origin, adminStaff);
    await admin.page.goto(`${origin}/workspace/domain/detail?id=${applicationId}`);
    await openMaterial(admin.page, admin.page.getByRole('region', { name: '申请材料' }), fileName, pdf, { keyboard: true });
    await closeActor(admin);

    // Another corporation: the server refuses its token (403), anonymous gets 401, and its
    // workspace cannot reach the application (the detail answers 404, the page shows /404).
    const other = await openActor(browser, baseURL);
    await signInAsCorporation(other, origin, otherCorp);
    const token = (await storedAuthState(other.page))?.token ?? '';
    expect(token).not.toBe('');
    const refused = await other.context.request.get(fileAddress, { headers: { 'User-Token': token } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ code: 4030, msg: '无权下载该文件', data: null });
    expect((await other.context.request.get(fileAddress)).status()).toBe(401);
    await other.page.goto(`${origin}/workspace/domain/detail?id=${applicationId}`);
    await expect(other.page).toHaveURL(`${origin}/404`);
    await expect(other.page.getByRole('link', { name: fileName })).toHaveCount(0);
    allowProblems(other.problems, [failedResource(404, 'Not Found')]);
    await closeActor(other);
  });
});
