import type { Page } from '@playwright/test';
import { APPLICATION_STATUS_LABELS } from '@portal/api-contract';
import { expect, siteOrigin, test, pageTitle } from './fixtures';
import { closeActor, openActor, signInAsCorporationByPages, signInAsStaff } from './actors';
import { CORPORATIONS, STAFF, allowProblems, failedResource } from './sign-in.helpers';

/*
 * Issue 6: the workspace's business core, driven end to end in Chromium against the real server.
 * Each actor has a browser context of its own and signs in once (the server sends one SMS per
 * phone and minute), with an account no other test uses: the corporation through the sign-in
 * pages, the staff by protocol (actors.ts).
 */

/** A minimal valid PDF (the server checks the magic bytes). */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'utf8');

/** From a review queue: opens the corporation's application in the drawer and takes a decision. */
async function decide(page: Page, corporationName: string, decision: '通过' | '驳回', opinion?: string): Promise<void> {
  const item = page.getByRole('list', { name: '入驻申请列表' }).getByRole('link', { name: corporationName });
  await item.click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${corporationName}`) });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: decision, exact: true }).click();
  const modal = page.getByRole('dialog', { name: `${decision}申请` });
  await expect(modal).toBeVisible();
  if (opinion) await modal.getByLabel(/审核意见/).fill(opinion);
  const decided = page.waitForResponse((response) => response.url().includes('/primary/domain/review/decide'));
  await modal.getByRole('button', { name: '确定' }).click();
  expect((await decided).status()).toBe(200);
  // The drawer closes and the decision is confirmed in a message.
  await expect(drawer).toBeHidden();
  await expect(page.locator('.ant-message-notice', { hasText: `已${decision}` })).toBeVisible();
}

test.describe('issue 6 workspace: domain onboarding with first and final review', () => {
  test('spec §2 domain/apply → firstReview → finalReview (reject) → reject-result → resubmit → both pass → approved on both homes', async ({
    browser,
    baseURL,
  }) => {
    // A long walk (several sign-ins and reviews): three times the run's scaled limit.
    test.slow();
    const origin = siteOrigin(baseURL);
    const corporation = CORPORATIONS.yzculture;
    const reviewer = STAFF.reviewerCulture;
    const admin = STAFF.adminOps;
    const corp = await openActor(browser, baseURL);
    const first = await openActor(browser, baseURL);
    const final = await openActor(browser, baseURL);

    // The corporation applies in 文化旅游 with an attachment.
    await signInAsCorporationByPages(corp, origin, corporation);
    await corp.page.goto(`${origin}/workspace/domain/apply`);
    await expect(corp.page).toHaveTitle(pageTitle('领域入驻申请'));
    await corp.page.getByRole('radio', { name: /文化旅游/ }).check();
    await corp.page.getByLabel('联系人').fill('孙雅琴');
    await corp.page.getByLabel('联系电话').fill(corporation.phone);
    await corp.page.getByLabel('应用场景').fill('基于全市A级景区客流与住宿数据，开展节假日客流预测与文旅消费分析服务。');
    await corp.page.getByLabel('数据使用说明').fill('仅在授权运营环境内使用脱敏后的统计数据，不出域、不落地，按月向主管部门报送使用情况。');
    const uploaded = corp.page.waitForResponse((response) => response.url().includes('/second/file/upload'));
    await corp.page.locator('input[type="file"]').setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: pdf('licence') });
    expect((await uploaded).status()).toBe(200);
    await expect(corp.page.getByText('营业执照.pdf')).toBeVisible();
    await corp.page.getByRole('button', { name: '提交申请' }).click();
    await expect(corp.page).toHaveURL(/\/workspace\/domain\/detail\?id=app_/);
    const applicationId = new URL(corp.page.url()).searchParams.get('id') ?? '';
    await expect(corp.page.getByText(APPLICATION_STATUS_LABELS.first_review).first()).toBeVisible();
    await expect(corp.page.getByRole('link', { name: /营业执照\.pdf/ })).toBeVisible();

    // The culture reviewer passes the first review.
    await signInAsStaff(first, origin, reviewer);
    await first.page.goto(`${origin}/workspace/domain/firstReview`);
    await decide(first.page, corporation.name, '通过');

    // An admin rejects at the final review, with the reason.
    const reason = '数据安全管理制度材料缺失，请补充后重新提交。';
    await signInAsStaff(final, origin, admin);
    await final.page.goto(`${origin}/workspace/domain/finalReview`);
    await decide(final.page, corporation.name, '驳回', reason);

    // The corporation sees the result: rejected at the final stage by the admin, with the reason.
    await corp.page.goto(`${origin}/workspace/domain/detail?id=${applicationId}`);
    await expect(corp.page.getByText(APPLICATION_STATUS_LABELS.rejected).first()).toBeVisible();
    await corp.page.getByRole('link', { name: '查看审批结果' }).click();
    await expect(corp.page).toHaveURL(`${origin}/workspace/domain/reject-result?id=${applicationId}`);
    await expect(corp.page).toHaveTitle(pageTitle('入驻审批结果'));
    await expect(corp.page.getByText('很遗憾，入驻申请未通过审批。')).toBeVisible();
    await expect(corp.page.getByText(`${admin.name}（平台管理员）`, { exact: true })).toBeVisible();
    await expect(corp.page.getByRole('list', { name: '原因说明' }).getByText(reason)).toBeVisible();

    // Revise and resubmit: a new round, the attachment kept.
    await corp.page.getByRole('link', { name: '修改后重新提交' }).click();
    await expect(corp.page).toHaveURL(`${origin}/workspace/domain/apply?id=${applicationId}`);
    await expect(corp.page.getByText('营业执照.pdf')).toBeVisible();
    await corp.page.getByLabel('数据使用说明').fill('仅在授权运营环境内使用脱敏后的统计数据，已补充数据安全管理制度，不出域、不落地，按月报送使用情况。');
    await corp.page.getByRole('button', { name: '提交申请' }).click();
    await expect(corp.page).toHaveURL(`${origin}/workspace/domain/detail?id=${applicationId}`);
    await expect(corp.page.getByText('第2轮')).toBeVisible();

    // Both reviews pass.
    await first.page.goto(`${origin}/workspace/domain/firstReview`);
    await decide(first.page, corporation.name, '通过');
    await final.page.goto(`${origin}/workspace/domain/finalReview`);
    await decide(final.page, corporation.name, '通过');

    // Approved, on the corporation's home and in the admin's recent decisions.
    await corp.page.goto(`${origin}/workspace/workerhome`);
    const latest = corp.page.getByRole('list', { name: '最近申请' }).getByRole('listitem').filter({ hasText: '文化旅游' });
    await expect(latest).toContainText(APPLICATION_STATUS_LABELS.approved);
    const approvedCount = corp.page.getByRole('list', { name: '申请状态统计' }).getByRole('listitem').filter({ hasText: APPLICATION_STATUS_LABELS.approved });
    await expect(approvedCount.locator('strong')).toHaveText('1');
    await final.page.goto(`${origin}/workspace/home`);
    const decisions = final.page.getByRole('region', { name: '审核记录表' }).getByRole('row').filter({ hasText: corporation.name });
    // Newest first: the final pass (approved), then the final reject.
    await expect(decisions).toHaveCount(2);
    await expect(decisions.first()).toContainText(APPLICATION_STATUS_LABELS.approved);
    await expect(decisions.nth(1)).toContainText(APPLICATION_STATUS_LABELS.rejected);
    await decisions.first().getByRole('link', { name: corporation.name }).click();
    await expect(final.page).toHaveURL(`${origin}/workspace/domain/detail?id=${applicationId}`);

    for (const actor of [corp, first, final]) await closeActor(actor);
  });
});

test.describe('issue 6 workspace: announcements', () => {
  test('spec §2 annouce/:action: add with the rich-text editor and an attachment → publish → public in /dynamics (issue 15: in its server-rendered HTML at once) → offline → gone', async ({
    browser,
    page,
    baseURL,
    problems,
  }) => {
    // A long walk (several sign-ins and reviews): three times the run's scaled limit.
    test.slow();
    const origin = siteOrigin(baseURL);
    const admin = await openActor(browser, baseURL);
    await signInAsStaff(admin, origin, STAFF.adminContent);
    const title = `关于开展公共数据授权运营场景征集的通知（${Date.now().toString(36)}）`;

    // Add: title, a body with bold text typed into the editor, an attachment.
    await admin.page.goto(`${origin}/workspace/annouce/add`);
    await expect(admin.page).toHaveTitle(pageTitle('新增公告', '公告管理'));
    await admin.page.getByRole('textbox', { name: '标题' }).fill(title);
    const editor = admin.page.getByRole('textbox', { name: '公告正文' });
    await editor.click();
    await editor.pressSequentially('各有关单位：现面向全省征集公共数据授权运营应用场景，');
    await admin.page.getByRole('button', { name: '加粗' }).click();
    await editor.pressSequentially('申报截止时间为12月31日');
    await admin.page.getByRole('button', { name: '加粗' }).click();
    await editor.pressSequentially('。');
    const uploaded = admin.page.waitForResponse((response) => response.url().includes('/primary/file/upload'));
    await admin.page.locator('input[type="file"]').setInputFiles({ name: '场景申报表.pdf', mimeType: 'application/pdf', buffer: pdf('form') });
    expect((await uploaded).status()).toBe(200);
    await expect(admin.page.getByText('场景申报表.pdf')).toBeVisible();
    // Issue 15 §Caching: the server-rendered /dynamics, rendered (and kept) before the announcement exists…
    const renderedDynamics = async () => (await page.request.get(`${origin}/dynamics`)).text();
    expect(await renderedDynamics()).toContain('id="portal-server-state"');
    const published = admin.page.waitForResponse((response) => response.url().includes('/primary/announcement/publish'));
    await admin.page.getByRole('button', { name: '发布', exact: true }).click();
    expect((await published).status()).toBe(200);
    await expect(admin.page.getByText('公告已发布').first()).toBeVisible();
    // …shows it at once, in the HTML of the first response.
    expect(await renderedDynamics()).toContain(title);

    // Public: listed in /dynamics, the body with its bold text, the attachment downloads.
    await page.goto(`${origin}/dynamics`);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/dynamics\/detail\/\w+/);
    const detailUrl = page.url();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('strong', { hasText: '申报截止时间为12月31日' })).toBeVisible();
    const attachment = page.getByRole('link', { name: /场景申报表\.pdf/ });
    const href = (await attachment.getAttribute('href')) ?? '';
    const download = await page.request.get(new URL(href, origin).toString());
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Offline from the list: the public page and the file are gone.
    await admin.page.goto(`${origin}/workspace/annouce/list`);
    const row = admin.page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: '下线' }).click();
    const offlined = admin.page.waitForResponse((response) => response.url().includes('/primary/announcement/offline'));
    await admin.page.getByRole('dialog').filter({ hasText: '确定下线该公告吗？' }).getByRole('button', { name: '确定' }).click();
    expect((await offlined).status()).toBe(200);
    await expect(admin.page.getByText('公告已下线').first()).toBeVisible();
    expect(await renderedDynamics()).not.toContain(title);

    await page.goto(`${origin}/dynamics`);
    // The list has loaded (its newest items are there) and this announcement is not among them.
    const list = page.getByRole('list', { name: '运营动态列表' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await expect(list.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(detailUrl);
    await expect(page).toHaveURL(`${origin}/404`);
    // The detail call answers 404 (code 4011) for an announcement that is offline.
    allowProblems(problems, [failedResource(404, 'Not Found')]);
    // Admins only again: an anonymous caller is asked to sign in.
    expect((await page.request.get(new URL(href, origin).toString())).status()).toBe(401);

    await closeActor(admin);
  });
});
