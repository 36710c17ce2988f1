import { expect, siteOrigin, test, pageTitle } from './fixtures';
import { CORPORATIONS, signInCorporation } from './sign-in.helpers';

/** `（12）` or `(12)` → 12 */
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('issue 5 /applylist: calls for collection, a corporation responds', () => {
  test('spec §2: open calls; the login button keeps the call as preUrl; a signed-in corporation submits a response the server keeps', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL);
    const corporation = CORPORATIONS.xzenergy;
    await page.goto(`${origin}/applylist`);
    await expect(page).toHaveTitle(pageTitle('需求征集'));
    const total = page.getByText(/^共 [\d,]+ 项征集$/);
    await expect(total).toBeVisible();
    expect(countOf(await total.textContent())).toBeGreaterThanOrEqual(20);

    // Only the open calls: the count shown on the facet is the list's total.
    const status = page.getByRole('group', { name: '征集状态' });
    const open = status.locator('label').filter({ hasText: '征集中' });
    const openCount = countOf(await open.locator('[data-facet-count]').textContent());
    expect(openCount).toBeGreaterThan(0);
    await open.click();
    await expect(page).toHaveURL(/[?&]status=open/);
    await expect(total).toHaveText(`共 ${openCount.toLocaleString('en-US')} 项征集`);

    // The first open call opens by its id.
    const first = page.getByRole('list', { name: '需求征集列表' }).getByRole('link').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/[?&]id=call_/);
    const callUrl = new URL(page.url());
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();

    // Anonymous: 登录后参与 goes to login with this call as preUrl.
    await dialog.getByRole('link', { name: '登录后参与' }).click();
    await expect(page).toHaveURL(/\/login\/choose\?preUrl=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('preUrl') ?? '')).toBe(`${callUrl.pathname}${callUrl.search}`);

    await signInCorporation(page, request, corporation);
    await expect(page).toHaveURL(`${callUrl.pathname}${callUrl.search}`.replace(/^/, origin));
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel.getByRole('heading', { name: '参与征集' })).toBeVisible();

    // Bad input is refused in the form, nothing is sent.
    const content = `徐州能源数据服务有限公司可提供全市重点用能单位月度能耗数据（脱敏），响应编号${Date.now()}。`;
    await panel.getByLabel('联系人').fill('刘长海');
    await panel.getByLabel('联系电话').fill('12345');
    await panel.getByLabel('响应内容').fill(content);
    await panel.getByRole('button', { name: /提交响应|更新响应/ }).click();
    await expect(panel.getByText('请输入正确的手机号码')).toBeVisible();

    await panel.getByLabel('联系电话').fill(corporation.phone);
    const saved = page.waitForResponse((response) => response.url().includes('/second/call/respond'));
    await panel.getByRole('button', { name: /提交响应|更新响应/ }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('响应已提交')).toBeVisible();

    // The server kept it: a fresh load shows it as this corporation's response.
    await page.reload();
    const mine = page.getByRole('dialog', { name: title });
    await expect(mine.getByText(content, { exact: true }).first()).toBeVisible();
    await expect(mine.getByRole('button', { name: '更新响应' })).toBeVisible();
  });

  test('a closed call takes no response', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL)}/applylist?status=closed`);
    await page.getByRole('list', { name: '需求征集列表' }).getByRole('link').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('本次征集已截止，不再接受响应。')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /提交响应|更新响应/ })).toHaveCount(0);
  });
});
