import type { Page } from '@playwright/test';
import { ENTRY_STATUS_LABELS } from '@portal/api-contract';
import { expect, siteOrigin, test } from './fixtures';
import { plantCorporation } from './e2e-database';
import { plantStaff } from './planted-staff';
import { closeActor, openActor, signInAsCorporation, signInAsStaff } from './actors';

/*
 * Issue 21 §10a and §10b, in the workspace: an admin opens a domain (asked first, then told it
 * worked), a corporation applies there, the domain's reviewer returns the application with an
 * opinion, and the corporation sees that opinion above the form it revises; then the admin closes
 * the domain again, by keyboard. The domain is 农业农村, which no other test applies to or
 * changes; every actor is planted for this test (own phones) and signs in once, in its own context.
 */

const DOMAIN = '农业农村';
const DOMAIN_ID = 'dom_agriculture';

/** The entry-config row's switch of the domain. */
const switchOf = (page: Page) => page.getByRole('region', { name: '数据领域入驻配置' }).getByRole('switch', { name: `${DOMAIN}开放申请` });

test.describe("issue 21 §10a §10b workspace: opening and closing a domain is confirmed; the reviewer's opinion is above the resubmit form", () => {
  test("issue 21 §10b an admin opens a domain after a confirm saying what follows (cancel sends nothing) and is told it worked; §10a the reviewer's return opinion shows above the resubmit form; §10b closing again by keyboard", async ({
    browser,
    baseURL,
  }) => {
    // A long walk (several sign-ins and reviews): three times the run's scaled limit.
    test.slow();
    const origin = siteOrigin(baseURL);
    const admin = await openActor(browser, baseURL);
    const corp = await openActor(browser, baseURL);
    const reviewer = await openActor(browser, baseURL);
    const adminStaff = plantStaff('admin');
    const reviewerStaff = plantStaff('reviewer', [DOMAIN_ID]);
    const corporation = plantCorporation('opinion');
    let statusCalls = 0;
    admin.page.on('request', (request) => {
      if (request.url().includes('/primary/entry-config/status')) statusCalls += 1;
    });

    // §10b: the switch asks first; 取消 changes nothing and sends nothing.
    await signInAsStaff(admin, origin, adminStaff);
    await admin.page.goto(`${origin}/workspace/domain/finalReview?tab=entry`);
    await expect(switchOf(admin.page)).not.toBeChecked();
    await switchOf(admin.page).click();
    const opening = admin.page.getByRole('dialog', { name: `确定将“${DOMAIN}”设为“${ENTRY_STATUS_LABELS.open}”吗？` });
    await expect(opening).toBeVisible();
    await expect(opening).toContainText('确认后，企业可以在线提交该领域的入驻申请。');
    await opening.getByRole('button', { name: /取\s?消/ }).click();
    await expect(opening).toBeHidden();
    await expect(switchOf(admin.page)).not.toBeChecked();
    expect(statusCalls).toBe(0);

    // Confirmed: sent, the switch follows the server, and a success message says so.
    await switchOf(admin.page).click();
    await expect(opening).toBeVisible();
    const opened = admin.page.waitForResponse((response) => response.url().includes('/primary/entry-config/status'));
    await opening.getByRole('button', { name: ENTRY_STATUS_LABELS.open }).click();
    expect((await opened).status()).toBe(200);
    await expect(switchOf(admin.page)).toBeChecked();
    await expect(admin.page.locator('.ant-message-notice', { hasText: new RegExp(`^${DOMAIN}已`) })).toBeVisible();
    expect(statusCalls).toBe(1);

    // The corporation applies in the domain now open.
    await signInAsCorporation(corp, origin, corporation);
    await corp.page.goto(`${origin}/workspace/domain/apply`);
    await corp.page.getByRole('radio', { name: DOMAIN }).check();
    await corp.page.getByLabel('联系人').fill('测试法人');
    await corp.page.getByLabel('联系电话').fill(corporation.phone);
    await corp.page.getByLabel('应用场景').fill('基于农产品产销数据开展价格监测与产销对接服务。');
    await corp.page.getByLabel('数据使用说明').fill('仅在授权运营环境内使用脱敏后的统计数据，不出域、不落地。');
    await corp.page.getByRole('button', { name: '提交申请' }).click();
    await expect(corp.page).toHaveURL(/\/workspace\/domain\/detail\?id=app_/);
    const applicationId = new URL(corp.page.url()).searchParams.get('id') ?? '';

    // The domain's reviewer returns it with an opinion.
    const opinion = '请补充农产品数据的来源说明，并写明脱敏规则。';
    await signInAsStaff(reviewer, origin, reviewerStaff);
    await reviewer.page.goto(`${origin}/workspace/domain/firstReview`);
    await reviewer.page.getByRole('list', { name: '入驻申请列表' }).getByRole('link', { name: corporation.name }).click();
    const drawer = reviewer.page.getByRole('dialog', { name: new RegExp(`^${corporation.name}`) });
    await drawer.getByRole('button', { name: '退回修改', exact: true }).click();
    const modal = reviewer.page.getByRole('dialog', { name: '退回修改申请' });
    await modal.getByLabel(/审核意见/).fill(opinion);
    const decided = reviewer.page.waitForResponse((response) => response.url().includes('/primary/domain/review/decide'));
    await modal.getByRole('button', { name: '确定' }).click();
    expect((await decided).status()).toBe(200);

    // §10a: the corporation revises with the opinion above the form: decision, stage, reviewer, time, opinion.
    await corp.page.goto(`${origin}/workspace/domain/detail?id=${applicationId}`);
    await corp.page
      .getByRole('link', { name: /^修\s?改$/ })
      .first()
      .click();
    await expect(corp.page).toHaveURL(`${origin}/workspace/domain/apply?id=${applicationId}`);
    const shown = corp.page.getByRole('region', { name: '审核意见' });
    await expect(shown).toContainText('退回修改');
    await expect(shown).toContainText('初审');
    await expect(shown).toContainText(`${reviewerStaff.name}（领域审核员）`);
    await expect(shown).toContainText(opinion);
    await expect(shown).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // Above the form.
    const opinionBox = await shown.boundingBox();
    const firstField = await corp.page.getByLabel('联系人').boundingBox();
    expect(opinionBox && firstField && opinionBox.y + opinionBox.height <= firstField.y).toBe(true);

    // §10b by keyboard: Space on the switch asks, the OK button has the focus, Enter closes the domain.
    await switchOf(admin.page).focus();
    await admin.page.keyboard.press('Space');
    const closing = admin.page.getByRole('dialog', { name: `确定将“${DOMAIN}”设为“${ENTRY_STATUS_LABELS.closed}”吗？` });
    await expect(closing).toContainText('确认后，企业将无法提交该领域的入驻申请；已提交的申请继续审核。');
    await expect(closing.getByRole('button', { name: ENTRY_STATUS_LABELS.closed })).toBeFocused();
    const closed = admin.page.waitForResponse((response) => response.url().includes('/primary/entry-config/status'));
    await admin.page.keyboard.press('Enter');
    expect((await closed).status()).toBe(200);
    await expect(switchOf(admin.page)).not.toBeChecked();
    await expect(closing).toBeHidden();
    await expect(switchOf(admin.page)).toBeFocused();
    expect(statusCalls).toBe(2);

    for (const actor of [admin, corp, reviewer]) await closeActor(actor);
  });
});
