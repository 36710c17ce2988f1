import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ADMIN, authorization, paged } from '../testing/fixtures';
import { PATHS, dialogTitled, post, renderAt, signIn } from '../testing/render-data-use';

const test = setupApiMock();

async function loadedRows(name: string) {
  const table = await screen.findByRole('table', { name });
  return waitFor(() => {
    const rows = within(table).getAllByRole('row').slice(1);
    if (rows.some((row) => row.classList.contains('ant-table-placeholder'))) throw new Error(`${name} is still loading`);
    return rows;
  });
}

describe('data-use/authorizations (issue 22: the platform manages the authorizations)', { timeout: 30_000 }, () => {
  it('issue 22 lists every authorization with its corporation, filtered by state in the URL; a revoked one says when and why', async () => {
    signIn(ADMIN);
    test.server.use(
      test.get(PATHS.allAuthorizations, () =>
        ok(
          paged([authorization(), authorization({ id: 'auz_0002', status: 'revoked', revokedAt: '2026-12-01T02:00:00.000Z', revokeReason: '超范围使用数据' })]),
        ),
      ),
    );
    renderAt('/workspace/data-use/authorizations?status=revoked&page=2');
    const [active, revoked] = await loadedRows('数据使用授权列表');
    expect(screen.getByRole('heading', { level: 1, name: '授权管理' })).toBeInTheDocument();
    expect(test.queriesOf(PATHS.allAuthorizations)).toEqual([{ page: '2', pageSize: '10', status: 'revoked' }]);
    expect(active).toHaveTextContent('江苏数据科技有限公司');
    expect(within(active!).getByRole('button', { name: '撤销（南京市公共交通线路信息）' })).toBeInTheDocument();
    expect(revoked).toHaveTextContent('撤销于 2026-12-01 10:00。原因：超范围使用数据');
    expect(within(revoked!).queryByRole('button', { name: /撤销/ })).toBeNull();
  });

  it('issue 22 撤销 asks for a reason (2–500 characters), then revokes with the version shown', async () => {
    signIn(ADMIN);
    const bodies: unknown[] = [];
    let current = authorization();
    test.server.use(
      test.get(PATHS.allAuthorizations, () => ok(paged([current]))),
      post(PATHS.revoke, async ({ request }) => {
        bodies.push(await request.json());
        current = { ...current, status: 'revoked', revokedAt: '2026-12-01T02:00:00.000Z', revokeReason: '超范围使用数据', version: 2 };
        return ok(current);
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/data-use/authorizations');
    const [row] = await loadedRows('数据使用授权列表');
    await user.click(within(row!).getByRole('button', { name: '撤销（南京市公共交通线路信息）' }));
    const dialog = within(await waitFor(() => dialogTitled('撤销授权')));
    expect(dialog.getByText(/应用密钥自下一次调用起被拒绝/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '撤销授权' }));
    expect(await dialog.findByText('请填写撤销原因')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('撤销原因'), '超');
    await user.click(dialog.getByRole('button', { name: '撤销授权' }));
    expect(await dialog.findByText('撤销原因至少2个字符')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(dialog.getByLabelText('撤销原因'), '范围使用数据 ');
    await user.click(dialog.getByRole('button', { name: '撤销授权' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 'auz_0001', version: 1, reason: '超范围使用数据' }]));
    expect(await screen.findByText('授权已撤销')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: '数据使用授权列表' })).toHaveTextContent('原因：超范围使用数据'));
  });

  it('issue 22 a refused revoke keeps the dialog open with the server’s message', async () => {
    signIn(ADMIN);
    test.server.use(
      test.get(PATHS.allAuthorizations, () => ok(paged([authorization()]))),
      post(PATHS.revoke, () => HttpResponse.json({ code: 4090, msg: '该授权已被撤销', data: null }, { status: 409 })),
    );
    const user = userEvent.setup();
    renderAt('/workspace/data-use/authorizations');
    const [row] = await loadedRows('数据使用授权列表');
    await user.click(within(row!).getByRole('button', { name: '撤销（南京市公共交通线路信息）' }));
    const dialog = within(await waitFor(() => dialogTitled('撤销授权')));
    await user.type(dialog.getByLabelText('撤销原因'), '超范围使用数据');
    await user.click(dialog.getByRole('button', { name: '撤销授权' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('该授权已被撤销');
    expect(dialog.getByLabelText('撤销原因')).toHaveValue('超范围使用数据');
  });
});
