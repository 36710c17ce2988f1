import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH, type AdminDetail } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN, ok, setupApiMock } from '@portal/api-client/testing';
import { siteFixture } from '@portal/site-config';
import { SiteProviders } from '@portal/ui-kit';
import { RESTORED, STAFF_A, STAFF_B, endSession, signInAs } from '../testing/kept-form';
import { DOMAINS, ROLES, adminDetail } from './account-fixtures';
import { AccountForm } from './account-form';

const test = setupApiMock();

/** The form (a new account, or `account` to edit), with the roles and domains answered. */
async function renderForm(account?: AdminDetail) {
  test.server.use(
    http.post(`${TEST_ORIGIN}${API_BASE_PATH}/primary/admin/role-list`, () => ok(ROLES)),
    test.get('/primary/entry-config/list', () => ok(DOMAINS.map((domain) => ({ domain, status: 'open', description: '', updatedAt: null })))),
  );
  render(
    <SiteProviders site={siteFixture('portal')}>
      <QueryClientProvider client={createQueryClient()}>
        <AccountForm account={account} busy={false} onSubmit={vi.fn()} onCancel={vi.fn()} />
      </QueryClientProvider>
    </SiteProviders>,
  );
  // The roles are listed once they have been read.
  await screen.findByRole('checkbox', { name: /领域初审员/ });
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const roles = () => within(screen.getByRole('group', { name: '角色' }));

describe('issue 19 the staff account form kept over a session’s end', { timeout: 20_000 }, () => {
  it('issue 19 a new account’s fields typed when the session ends are back for the same account, and never for another', async () => {
    signInAs(STAFF_A);
    await renderForm();
    const user = userEvent.setup();
    await user.type(field('账号'), 'reviewer.wu');
    await user.type(field('姓名'), '吴审核');
    await user.type(field('手机号'), '13951700009');
    await user.click(roles().getByRole('checkbox', { name: /领域初审员/ }));
    endSession();
    cleanup();

    await renderForm();
    expect(await screen.findByRole('status')).toHaveTextContent(RESTORED);
    expect(field('账号')).toHaveValue('reviewer.wu');
    expect(field('姓名')).toHaveValue('吴审核');
    expect(field('手机号')).toHaveValue('13951700009');
    expect(roles().getByRole('checkbox', { name: /领域初审员/ })).toBeChecked();
    endSession();
    cleanup();

    signInAs(STAFF_B);
    await renderForm();
    expect(field('账号')).toHaveValue('');
    expect(field('姓名')).toHaveValue('');
    expect(field('手机号')).toHaveValue('');
    expect(roles().getByRole('checkbox', { name: /领域初审员/ })).not.toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('issue 19 on an edit, the kept values win over the account as read, for the same account only', async () => {
    const account = adminDetail();
    signInAs(STAFF_A);
    await renderForm(account);
    const user = userEvent.setup();
    await user.clear(field('姓名'));
    await user.type(field('姓名'), '赵明远二');
    endSession();
    cleanup();

    await renderForm(adminDetail());
    expect(await screen.findByRole('status')).toHaveTextContent(RESTORED);
    expect(field('姓名')).toHaveValue('赵明远二');
    expect(field('手机号')).toHaveValue(account.phone);
    endSession();
    cleanup();

    signInAs(STAFF_B);
    await renderForm(adminDetail());
    expect(field('姓名')).toHaveValue(account.name);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
