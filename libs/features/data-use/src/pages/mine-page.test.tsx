import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Authorization } from '@portal/api-contract';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { CORPORATION, ISSUED_KEY, authorization, paged, summary } from '../testing/fixtures';
import { PATHS, dialogTitled, post, renderAt, signIn } from '../testing/render-data-use';

const test = setupApiMock();

/** 我的授权 answering with `current()`; a key request answers ISSUED_KEY and the authorization with its prefix. */
function serveAuthorizations(initial: Authorization) {
  let current = initial;
  const issued: unknown[] = [];
  test.server.use(
    test.get(PATHS.myAuthorizations, () => ok(paged([current]))),
    post(PATHS.issueKey, async ({ request }) => {
      issued.push(await request.json());
      current = { ...current, keyPrefix: ISSUED_KEY.slice(0, 10), keyIssuedAt: '2026-11-06T01:00:00.000Z', version: current.version + 1 };
      return ok({ key: ISSUED_KEY, authorization: current });
    }),
  );
  return issued;
}

/** The rows of a table once its page has come (antd keeps a placeholder row while it loads). */
async function loadedRows(name: string) {
  const table = await screen.findByRole('table', { name });
  return waitFor(() => {
    const rows = within(table).getAllByRole('row').slice(1);
    if (rows.some((row) => row.classList.contains('ant-table-placeholder'))) throw new Error(`${name} is still loading`);
    return rows;
  });
}

describe('data-use/mine (issue 22: my applications and my authorizations)', { timeout: 30_000 }, () => {
  it('issue 22 申请记录: a table with resource and code, department, status, period and dates; 查看 and, for a draft, 继续编辑', async () => {
    signIn(CORPORATION);
    test.server.use(test.get(PATHS.list, () => ok(paged([summary(1, { status: 'draft', submittedAt: null }), summary(2)], { total: 2 }))));
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/data-use/mine?status=draft');
    const [draft, waiting] = await loadedRows('数据使用申请记录');
    expect(screen.getByRole('tab', { name: '申请记录' })).toHaveAttribute('aria-selected', 'true');
    expect(test.queriesOf(PATHS.list)).toEqual([{ page: '1', pageSize: '10', status: 'draft' }]);
    expect(draft).toHaveTextContent('南京市公共交通线路信息1');
    expect(draft).toHaveTextContent('JS-JT-000001');
    expect(draft).toHaveTextContent('草稿');
    expect(draft).toHaveTextContent('12个月');
    expect(within(draft!).getByRole('link', { name: '继续编辑 南京市公共交通线路信息1 的申请' })).toHaveAttribute(
      'href',
      '/workspace/data-use/apply?resourceId=res_0001&id=dua_0001',
    );
    expect(within(waiting!).getByRole('link', { name: '查看 南京市公共交通线路信息2 的申请' })).toHaveAttribute(
      'href',
      '/workspace/data-use/detail?id=dua_0002',
    );
    expect(within(waiting!).queryByRole('link', { name: /继续编辑/ })).toBeNull();

    test.server.use(test.get(PATHS.myAuthorizations, () => ok(paged([authorization()]))));
    await user.click(screen.getByRole('tab', { name: '我的授权' }));
    await waitFor(() => expect(location()).toBe('/workspace/data-use/mine?tab=authorizations'));
    const [row] = await loadedRows('我的数据授权');
    expect(row).toHaveTextContent('2个字段');
    expect(row).toHaveTextContent('12,500 / 50,000');
    expect(within(row!).getByRole('progressbar', { name: '已调用 12,500 次，上限 50,000 次' })).toHaveAttribute('aria-valuenow', '25');
    expect(row).toHaveTextContent('有效');
    expect(row).toHaveTextContent('未获取');
    expect(within(row!).getByRole('button', { name: '获取密钥（南京市公共交通线路信息）' })).toBeInTheDocument();
  });

  it('issue 22 获取密钥 shows the key once, with the header and a curl example; closed, it is nowhere to be found', async () => {
    signIn(CORPORATION);
    const issued = serveAuthorizations(authorization());
    const user = userEvent.setup();
    const { location, queryClient } = renderAt('/workspace/data-use/mine?tab=authorizations');
    await user.click(await screen.findByRole('button', { name: '获取密钥（南京市公共交通线路信息）' }));
    await waitFor(() => expect(issued).toEqual([{ id: 'auz_0001', version: 1 }]));
    const dialog = within(await waitFor(() => dialogTitled('应用密钥')));
    expect(dialog.getByText('密钥仅显示一次，请立即妥善保存')).toBeInTheDocument();
    const input = dialog.getByLabelText('应用密钥（app key）');
    expect(input).toHaveValue(ISSUED_KEY);
    expect(input).toHaveAttribute('readonly');
    const example = dialog.getByRole('region', { name: '调用示例（curl，含本次密钥）' });
    expect(example).toHaveTextContent(`curl -H "X-App-Key: ${ISSUED_KEY}"`);
    expect(example).toHaveTextContent('/alpha-portal/api/v1/open/v1/resources/JS-JT-000001/records?page=1&pageSize=10');
    expect(dialog.getByText('X-App-Key')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '复制密钥' }));
    expect(await navigator.clipboard.readText()).toBe(ISSUED_KEY);
    expect(dialog.getByText('密钥已复制')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: '我已保存，关闭' }));
    await waitFor(() => expect(document.body).not.toHaveTextContent(ISSUED_KEY));
    // The list shows the prefix now; the key itself is in no cache, storage or address.
    expect(await screen.findByText(`${ISSUED_KEY.slice(0, 10)}…`)).toBeInTheDocument();
    const cached = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state),
    ]);
    expect(cached).toContain(ISSUED_KEY.slice(0, 10));
    expect(cached).not.toContain(ISSUED_KEY);
    expect(JSON.stringify({ ...localStorage })).not.toContain(ISSUED_KEY);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(ISSUED_KEY);
    expect(location()).not.toContain(ISSUED_KEY);
    expect(document.body.innerHTML).not.toContain(ISSUED_KEY);
  });

  it('issue 22 重新生成密钥 asks first (the old key stops working at once); nothing is sent until confirmed', async () => {
    signIn(CORPORATION);
    const issued = serveAuthorizations(authorization({ keyPrefix: 'ak_oldkey1', keyIssuedAt: '2026-11-05T01:00:00.000Z', version: 2 }));
    const user = userEvent.setup();
    renderAt('/workspace/data-use/mine?tab=authorizations');
    expect(await screen.findByText('ak_oldkey1…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新生成密钥（南京市公共交通线路信息）' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getAllByText('确定重新生成密钥吗？').length).toBeGreaterThan(0);
    expect(confirm.getByText(/原密钥（ak_oldkey1…）立即失效/)).toBeInTheDocument();
    expect(issued).toEqual([]);
    await user.click(confirm.getByRole('button', { name: '重新生成密钥' }));
    await waitFor(() => expect(issued).toEqual([{ id: 'auz_0001', version: 2 }]));
    expect(within(await waitFor(() => dialogTitled('应用密钥'))).getByLabelText('应用密钥（app key）')).toHaveValue(ISSUED_KEY);
  });

  it('issue 22 an ended authorization offers no key; a revoked one says when and why', async () => {
    signIn(CORPORATION);
    test.server.use(
      test.get(PATHS.myAuthorizations, () =>
        ok(
          paged([
            authorization({ id: 'auz_0002', status: 'expired' }),
            authorization({ id: 'auz_0003', status: 'revoked', revokedAt: '2026-12-01T02:00:00.000Z', revokeReason: '超范围使用数据' }),
          ]),
        ),
      ),
    );
    renderAt('/workspace/data-use/mine?tab=authorizations');
    const [expired, revoked] = await loadedRows('我的数据授权');
    expect(expired).toHaveTextContent('已过期');
    expect(revoked).toHaveTextContent('已撤销');
    expect(revoked).toHaveTextContent('撤销于 2026-12-01 10:00。原因：超范围使用数据');
    expect(screen.queryByRole('button', { name: /获取密钥|重新生成密钥/ })).toBeNull();
  });
});
