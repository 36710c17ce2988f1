import { readFile } from 'node:fs/promises';
import { API_BASE_PATH } from '@portal/api-contract';
import { expect, siteOrigin, test } from './fixtures';
import { plantCorporation } from './e2e-database';
import { plantStaff } from './planted-staff';
import { closeActor, openActor, signInAsCorporation, signInAsStaff, type Actor } from './actors';
import { storedAuthState } from './sign-in.helpers';

/*
 * Issue 21 §10c: a call for collection offers a template; a corporation sends it back filled in
 * with its response, finds the response on 我的反馈 and opens the file from a click. The file is
 * the corporation's and the admins' only: another corporation gets 403. Every actor is planted
 * for this test (own phones: one SMS per phone and minute) and signs in once, in its own context.
 */

/** The file as a download with the actor's session (what the link does, asked directly). */
const fetchWithSession = async (actor: Actor, origin: string, url: string) => {
  const token = (await storedAuthState(actor.page))?.token ?? '';
  return actor.context.request.get(new URL(url, origin).toString(), { headers: { 'User-Token': token } });
};

/** A minimal .xlsx-looking file: a zip's magic bytes, which is what the server checks for .xlsx. */
const filledTemplate = (text: string) =>
  Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from(`[Content_Types].xml xl/workbook.xml ${text}`, 'utf8')]);

test.describe('issue 21 §10c calls for collection: the filled-in template with the response, and 我的反馈', () => {
  test('issue 21 §10c a corporation responds with its filled-in template, finds it on 我的反馈 and opens it; an admin may have it, another corporation gets 403', async ({
    browser,
    baseURL,
  }) => {
    // A long walk (several sign-ins and reviews): three times the run's scaled limit.
    test.slow();
    const origin = siteOrigin(baseURL);
    const responder = plantCorporation('callresp');
    const other = plantCorporation('callother');
    const adminStaff = plantStaff('admin');
    const corp = await openActor(browser, baseURL);
    const stranger = await openActor(browser, baseURL);
    const admin = await openActor(browser, baseURL);

    // The first open call, opened from the list.
    await signInAsCorporation(corp, origin, responder);
    await corp.page.goto(`${origin}/applylist?status=open`);
    const first = corp.page.getByRole('list', { name: '需求征集列表' }).getByRole('link').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    const dialog = corp.page.getByRole('dialog', { name: title });
    const panel = dialog.getByRole('region', { name: '参与征集' });
    await expect(panel.getByText('如本征集提供了模板，请下载征集附件中的模板，填写后在此上传（限1个文件）。')).toBeVisible();

    // The response, with the file: uploaded on choosing it (purpose response), then sent with the response.
    const fileName = `需求征集反馈表（${responder.name.slice(-8)}）.xlsx`;
    const bytes = filledTemplate(responder.name);
    await panel.getByLabel('联系人').fill('测试法人');
    await panel.getByLabel('联系电话').fill(responder.phone);
    await panel.getByLabel('响应内容').fill('我单位已按征集模板填写数据需求清单，详见附件。');
    const uploaded = corp.page.waitForResponse((response) => response.url().includes('/second/file/upload'));
    await panel
      .getByLabel('反馈附件')
      .setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
    expect((await uploaded).status()).toBe(200);
    await expect(panel.getByRole('button', { name: `删除附件 ${fileName}` })).toBeVisible();
    const saved = corp.page.waitForResponse((response) => response.url().includes('/second/call/respond'));
    await panel.getByRole('button', { name: '提交响应' }).click();
    expect((await saved).status()).toBe(200);
    await expect(corp.page.getByText('响应已提交')).toBeVisible();

    // The saved response lists the file; a click fetches it with the session and saves it under its name.
    const link = panel.getByRole('link', { name: fileName });
    await expect(link).toBeVisible();
    const fileUrl = (await link.getAttribute('href')) ?? '';
    expect(fileUrl).toMatch(new RegExp(`^${API_BASE_PATH}/web/file/fil_[0-9a-f]{24}$`));
    const download = corp.page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    expect((await readFile(await file.path())).equals(bytes)).toBe(true);

    // 我的反馈: from the panel, and in the workspace menu.
    await panel.getByRole('link', { name: '查看我的全部反馈' }).click();
    await expect(corp.page).toHaveURL(`${origin}/workspace/call/responses`);
    await expect(corp.page.getByRole('heading', { name: '我的反馈', exact: true })).toBeVisible();
    await expect(corp.page.getByRole('navigation', { name: '工作台导航' }).getByRole('menuitem', { name: '我的反馈' })).toBeVisible();
    const row = corp.page.getByRole('region', { name: '我的反馈列表' }).getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('征集中');
    const again = corp.page.waitForEvent('download');
    await row.getByRole('link', { name: fileName }).click();
    expect((await again).suggestedFilename()).toBe(fileName);
    // The call opens from its row.
    await row.getByRole('link', { name: title }).click();
    await expect(corp.page).toHaveURL(/\/applylist\?id=call_/);
    await expect(corp.page.getByRole('dialog', { name: title })).toBeVisible();

    // An admin may have the file; another corporation is refused (403, 无权下载该文件).
    await signInAsStaff(admin, origin, adminStaff);
    const byAdmin = await fetchWithSession(admin, origin, fileUrl);
    expect(byAdmin.status()).toBe(200);
    expect((await byAdmin.body()).equals(bytes)).toBe(true);
    await signInAsCorporation(stranger, origin, other);
    const byOther = await fetchWithSession(stranger, origin, fileUrl);
    expect(byOther.status()).toBe(403);
    expect(await byOther.json()).toEqual({ code: 4030, msg: '无权下载该文件', data: null });

    // The other corporation's 我的反馈 is its own: empty.
    await stranger.page.goto(`${origin}/workspace/call/responses`);
    await expect(stranger.page.getByText('暂未参与需求征集')).toBeVisible();

    for (const actor of [corp, stranger, admin]) await closeActor(actor);
  });

  test('issue 21 §10c a file over 10 MB is refused before it is sent; the type allow-list too', async ({ browser, baseURL }) => {
    // A long walk (several sign-ins and reviews): three times the run's scaled limit.
    test.slow();
    const origin = siteOrigin(baseURL);
    const corp = await openActor(browser, baseURL);
    await signInAsCorporation(corp, origin, plantCorporation('callbig'));
    await corp.page.goto(`${origin}/applylist?status=open`);
    const first = corp.page.getByRole('list', { name: '需求征集列表' }).getByRole('link').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    const panel = corp.page.getByRole('dialog', { name: title }).getByRole('region', { name: '参与征集' });
    await expect(panel.getByLabel('反馈附件')).toBeAttached();
    let uploads = 0;
    corp.page.on('request', (request) => {
      if (request.url().includes('/second/file/upload')) uploads += 1;
    });
    await panel
      .getByLabel('反馈附件')
      .setInputFiles({ name: '反馈表.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]) });
    await expect(panel.getByRole('alert')).toContainText('“反馈表.pdf”超过 10 MB，请压缩后重新选择');
    await panel.getByLabel('反馈附件').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(panel.getByRole('alert')).toContainText('“setup.exe”的文件类型不支持');
    expect(uploads).toBe(0);
    await closeActor(corp);
  });
});
