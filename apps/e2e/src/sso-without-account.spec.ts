import { NO_PLATFORM_ACCOUNT_MESSAGE } from '@portal/api-contract';
import portal from '@portal/site-portal';
import { expect, siteOrigin, test } from './fixtures';
import { allowProblems, failedResource, returnFromSso } from './sign-in.helpers';

/*
 * Issue 21 §10d: a corporation the government SSO knows but the platform has no account for was
 * told to contact an administrator, with no way to. Now it gets the site's service contact from
 * the site registry (libs/site-config). corp.ycmarine is the seed's SSO identity without an
 * account; it never reaches the SMS step, so no phone limit is shared.
 */
test.describe('issue 21 §10d sign-in: an SSO corporation without a platform account', () => {
  test("issue 21 §10d is told the account is not opened yet and whom to contact: the registry's hotline, email and hours", async ({
    page,
    baseURL,
    problems,
  }) => {
    const origin = siteOrigin(baseURL);
    const contact = portal.contact;
    expect(contact?.phone).toBeTruthy();
    await page.goto(`${origin}/login/choose?preUrl=%2Fworkspace`);
    const refused = page.waitForResponse((response) => response.url().includes('/web/login/primary'));
    await returnFromSso(page, 'corp.ycmarine');
    expect((await refused).status()).toBe(403);

    await expect(page.getByText('尚未开通平台账号', { exact: true })).toBeVisible();
    await expect(page.getByText(NO_PLATFORM_ACCOUNT_MESSAGE).first()).toBeVisible();
    const region = page.getByRole('region', { name: '联系方式' });
    await expect(region.getByRole('link', { name: contact!.phone! })).toHaveAttribute('href', `tel:${contact!.phone}`);
    await expect(region.getByRole('link', { name: contact!.email! })).toHaveAttribute('href', `mailto:${contact!.email}`);
    await expect(region.getByText(contact!.hours!)).toBeVisible();

    // The way back keeps the page to return to.
    await page.getByRole('button', { name: '返回重新登录' }).click();
    await expect(page).toHaveURL(`${origin}/login/choose?preUrl=%2Fworkspace`);
    allowProblems(problems, [failedResource(403, 'Forbidden')]);
  });
});
