import { readFile } from 'node:fs/promises';
import { expect, siteOrigin, test } from './fixtures';
import { closeActor, openActor, signInAsStaff } from './actors';
import { plantStaff } from './planted-staff';
import { allowProblems, failedResource, signInStaff, type DemoStaff } from './sign-in.helpers';

/*
 * Issue 17: the administration area end to end in Chromium against the real server. An admin of the
 * test's own creates a reviewer for 交通运输 with a temporary password; the reviewer signs in through
 * the pages (SMS), must change the password first, and sees the first-review queue; the admin
 * disables the account and the reviewer's open page is sent to login on its next call; the audit log
 * shows each step and its CSV export carries them.
 */

test.describe('issue 17 administration: accounts, temporary passwords, disabling, the audit log', () => {
  test('an admin creates a 交通运输 reviewer; first sign-in changes the password; disabling sends the open page to login; the audit log and its CSV show it all', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const origin = siteOrigin(baseURL);
    const adminStaff = plantStaff('admin');
    const admin = await openActor(browser, baseURL);
    const reviewer = await openActor(browser, baseURL);
    // An account and a phone no other test uses (the server sends one SMS per phone and minute).
    const serial = `${String(process.pid % 100_000).padStart(5, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
    const account = `e2e.created.${serial}`;
    const phone = `197${serial}`;

    // The admin creates the reviewer: 业务人员, 领域初审员, 门户工作台, 交通运输.
    await signInAsStaff(admin, origin, adminStaff);
    await admin.page.goto(`${origin}/workspace/admin/list`);
    await admin.page.getByRole('button', { name: '新建账号' }).click();
    await expect(admin.page).toHaveURL(`${origin}/workspace/admin/new`);
    await admin.page.getByLabel('账号', { exact: true }).fill(account);
    await admin.page.getByLabel('姓名', { exact: true }).fill('钱审核');
    await admin.page.getByLabel('手机号', { exact: true }).fill(phone);
    await admin.page.getByRole('checkbox', { name: /领域初审员/ }).check();
    // By keyboard, as a screen-reader user would: type to filter, Enter picks the option.
    await admin.page.getByRole('combobox', { name: '初审领域' }).click();
    await admin.page.keyboard.type('交通运输');
    await admin.page.keyboard.press('Enter');
    await admin.page.keyboard.press('Escape');
    await expect(admin.page.locator('.ant-select-selection-item', { hasText: '交通运输' })).toBeVisible();
    await expect(admin.page.getByText('领域初审', { exact: true })).toBeVisible();
    const created = admin.page.waitForResponse((response) => response.url().includes('/primary/admin/new'));
    await admin.page.getByRole('button', { name: '创建账号' }).click();
    expect((await created).status()).toBe(200);
    const dialog = admin.page.getByRole('dialog', { name: '临时密码' });
    const temporary = ((await dialog.getByTestId('temporary-password').textContent()) ?? '').trim();
    expect(temporary).toMatch(/^[A-Za-z0-9@#%*+=?]{12}$/);
    await dialog.getByRole('button', { name: '我已记下' }).click();
    await expect(admin.page).toHaveURL(/\/workspace\/admin\/detail\?id=usr_[0-9a-f]+$/);
    const reviewerId = new URL(admin.page.url()).searchParams.get('id') ?? '';
    await expect(admin.page.getByText('待修改初始密码')).toBeVisible();

    // The reviewer signs in through the pages with the temporary password, then must change it.
    const staff: DemoStaff = { account, password: temporary, name: '钱审核', phone };
    await reviewer.page.goto(`${origin}/login/choose?preUrl=${encodeURIComponent('/workspace/domain/firstReview')}`);
    await signInStaff(reviewer.page, reviewer.context.request, staff);
    await expect(reviewer.page).toHaveURL(/\/workspace\/password\?preUrl=/);
    await expect(reviewer.page.getByRole('heading', { name: '修改初始密码' })).toBeVisible();
    await reviewer.page.getByLabel('临时密码', { exact: true }).fill(temporary);
    await reviewer.page.getByLabel('新密码', { exact: true }).fill('Traffic#2026');
    await reviewer.page.getByLabel('确认新密码', { exact: true }).fill('Traffic#2026');
    // The queue's call answers 200 now (before the change every call but it was refused with 4033).
    const queue = reviewer.page.waitForResponse((response) => response.url().includes('/primary/domain/review/list'));
    await reviewer.page.getByRole('button', { name: '修改密码并继续' }).click();
    // On to where the reviewer was going: the first-review queue of 交通运输.
    await expect(reviewer.page).toHaveURL(`${origin}/workspace/domain/firstReview`);
    await expect(reviewer.page.getByRole('heading', { name: '入驻初审', level: 1 })).toBeVisible();
    expect((await queue).status()).toBe(200);
    // Other walks may have put 交通运输 applications in it meanwhile: the list, or its empty state.
    await expect(reviewer.page.getByRole('list', { name: '入驻申请列表' }).or(reviewer.page.getByText('暂无需要审核的入驻申请'))).toBeVisible();

    // The admin disables the reviewer, with a reason.
    await admin.page.reload();
    await admin.page.getByRole('button', { name: '停用' }).click();
    const disable = admin.page.getByRole('dialog', { name: `停用账号 ${account}` });
    await disable.getByLabel('停用原因').fill('岗位调整');
    const disabled = admin.page.waitForResponse((response) => response.url().includes('/primary/admin/disable'));
    await disable.getByRole('button', { name: '停用' }).click();
    expect((await disabled).status()).toBe(200);
    await expect(admin.page.locator('#main-content').getByText('岗位调整', { exact: true })).toBeVisible();

    // The reviewer's open page: its next call answers 401 and spec §8 sends it to login.
    await reviewer.page.getByRole('navigation').getByRole('link', { name: '工作台首页' }).click();
    await expect(reviewer.page).toHaveURL(/\/login(\/choose)?\?preUrl=%2Fworkspace%2Fhome$/);
    allowProblems(reviewer.problems, [failedResource(401, 'Unauthorized')]);

    // The audit log shows each step for the reviewer's account, and the CSV carries them.
    await admin.page.goto(`${origin}/workspace/audit?target=${reviewerId}`);
    const table = admin.page.getByRole('table', { name: '审计日志列表' });
    for (const action of ['新建账号', '登录成功', '首次修改密码', '停用账号']) await expect(table.getByText(action, { exact: true }).first()).toBeVisible();
    const download = admin.page.waitForEvent('download');
    await admin.page.getByRole('button', { name: /导出 CSV/ }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    for (const action of ['admin.create', 'login.success', 'account.password.first-change', 'admin.disable']) expect(csv).toContain(action);
    expect(csv).toContain(reviewerId);
    expect(csv).not.toContain(temporary);

    await closeActor(admin);
    await closeActor(reviewer);
  });
});
