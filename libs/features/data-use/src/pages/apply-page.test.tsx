import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, setupApiMock } from '@portal/api-client/testing';
import { ALL_COMMITMENTS, CORPORATION, RESOURCE, RETURNED, CREATED, SUBMITTED, dataUseDetail } from '../testing/fixtures';
import { PATHS, post, renderAt, signIn } from '../testing/render-data-use';

const test = setupApiMock();
type User = ReturnType<typeof userEvent.setup>;

const serveResource = (resource = RESOURCE) => test.get(PATHS.resource, () => ok(resource));

/** Chooses an option of an antd Select (its dropdown renders outside the field). */
async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

/** Everything but the commitments. */
async function fillDraft(user: User) {
  await user.type(await screen.findByLabelText('使用目的'), '基于公交线路数据优化城市通勤线路规划模型。');
  await user.type(screen.getByLabelText('应用场景'), ' 城市通勤线路规划 ');
  await user.click(screen.getByRole('checkbox', { name: '全选' }));
  await user.click(screen.getByRole('checkbox', { name: '首班时间 first_bus' }));
  await choose(user, '使用期限', '12个月');
  await user.type(screen.getByLabelText('联系人'), '李明');
  await user.type(screen.getByLabelText('联系电话'), '13912345678');
}

/** Ticks the commitments from `from` (0-based) up to `to`. */
async function acceptCommitments(user: User, to = 4, from = 0) {
  const group = within(screen.getByRole('group', { name: '数据安全承诺' }));
  for (const box of group.getAllByRole('checkbox').slice(from, to)) await user.click(box);
}

describe('data-use/apply (issue 22: a corporation applies to use conditional data)', { timeout: 30_000 }, () => {
  it('issue 22 offers the resource’s fields with label and name, 全选, the periods and every commitment', async () => {
    signIn(CORPORATION);
    test.server.use(serveResource());
    const user = userEvent.setup();
    renderAt('/workspace/data-use/apply?resourceId=res_0001');
    const fields = within(await screen.findByRole('group', { name: '申请字段' }));
    expect(screen.getByRole('heading', { level: 1, name: '数据使用申请' })).toBeInTheDocument();
    expect(test.queriesOf(PATHS.resource)).toEqual([{ id: 'res_0001' }]);
    expect(fields.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      '全选',
      '线路编号 line_id',
      '线路名称 line_name',
      '站点数 station_count',
      '首班时间 first_bus',
    ]);
    await user.click(fields.getByRole('checkbox', { name: '全选' }));
    expect(fields.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(screen.getByRole('group', { name: '数据安全承诺' })).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByText(/提交申请前须勾选全部承诺/)).toBeInTheDocument();
  });

  it('issue 22 checks the fields like dataUseDraftSchema and shows its messages; nothing is sent', async () => {
    signIn(CORPORATION);
    test.server.use(serveResource());
    const user = userEvent.setup();
    renderAt('/workspace/data-use/apply?resourceId=res_0001');
    await user.click(await screen.findByRole('button', { name: '提交申请' }));
    for (const text of ['请输入使用目的', '请输入应用场景', '请至少选择一个字段', '请选择使用期限', '请勾选全部数据安全承诺后再提交', '请输入联系人']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // The first field in error takes the focus; the count is announced.
    await waitFor(() => expect(screen.getByLabelText('使用目的')).toHaveFocus());
    expect(screen.getByText('有 7 项未填写正确，请修改后再提交')).toHaveAttribute('role', 'alert');
    await user.type(screen.getByLabelText('使用目的'), '太短');
    await user.type(screen.getByLabelText('联系电话'), '12345678901');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('使用目的至少10个字符')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(test.requests.filter((request) => request.path !== PATHS.resource)).toEqual([]);
  });

  it('issue 22 提交申请 needs every commitment (the server refuses otherwise); 保存草稿 keeps a draft without them', async () => {
    signIn(CORPORATION);
    const saves: Record<string, unknown>[] = [];
    test.server.use(
      serveResource(),
      test.get(PATHS.mine, () => ok(dataUseDetail({ commitments: ['purpose'] }))),
      post(PATHS.save, async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return ok(dataUseDetail({ commitments: ['purpose'] }));
      }),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/data-use/apply?resourceId=res_0001');
    await fillDraft(user);
    await acceptCommitments(user, 1);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请勾选全部数据安全承诺后再提交')).toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ resourceId: 'res_0001', commitments: ['purpose'], periodMonths: 12, scenario: '城市通勤线路规划' });
    await waitFor(() => expect(location()).toBe('/workspace/data-use/apply?resourceId=res_0001&id=dua_0001'));
    // Ticking the rest clears the refusal.
    await acceptCommitments(user, 3, 1);
    expect(screen.getByText('请勾选全部数据安全承诺后再提交')).toBeInTheDocument();
    await acceptCommitments(user, 4, 3);
    await waitFor(() => expect(screen.queryByText('请勾选全部数据安全承诺后再提交')).toBeNull());
  });

  it('issue 22 提交申请 saves, then submits with the version the save returned, and opens the detail', async () => {
    signIn(CORPORATION);
    const saves: unknown[] = [];
    const submits: unknown[] = [];
    test.server.use(
      serveResource(),
      test.get(PATHS.mine, () => ok(dataUseDetail({ id: 'dua_0009' }))),
      post(PATHS.save, async ({ request }) => {
        saves.push(await request.json());
        return ok(dataUseDetail({ id: 'dua_0009', version: 1 }));
      }),
      post(PATHS.submit, async ({ request }) => {
        submits.push(await request.json());
        return ok(dataUseDetail({ id: 'dua_0009', version: 2, status: 'first_review' }));
      }),
    );
    const user = userEvent.setup();
    const { location } = renderAt('/workspace/data-use/apply?resourceId=res_0001');
    await fillDraft(user);
    await acceptCommitments(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(location()).toBe('/workspace/data-use/detail?id=dua_0009'));
    expect(saves).toEqual([
      {
        resourceId: 'res_0001',
        purpose: '基于公交线路数据优化城市通勤线路规划模型。',
        scenario: '城市通勤线路规划',
        fields: ['line_id', 'line_name', 'station_count'],
        periodMonths: 12,
        commitments: ALL_COMMITMENTS,
        contactName: '李明',
        contactPhone: '13912345678',
        attachmentIds: [],
      },
    ]);
    expect(submits).toEqual([{ id: 'dua_0009', version: 1 }]);
  });

  it('issue 22 ?id= edits a returned application with the reviewer’s opinion in view, saved with its id and version', async () => {
    signIn(CORPORATION);
    const saves: Record<string, unknown>[] = [];
    const returned = dataUseDetail({ status: 'returned', version: 3, timeline: [CREATED, SUBMITTED, RETURNED] });
    test.server.use(
      serveResource(),
      test.get(PATHS.mine, () => ok(returned)),
      post(PATHS.save, async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return ok({ ...returned, version: 4 });
      }),
    );
    const user = userEvent.setup();
    renderAt('/workspace/data-use/apply?id=dua_0001');
    expect(await screen.findByRole('heading', { level: 1, name: '修改数据使用申请' })).toBeInTheDocument();
    expect(await screen.findByText('请补充数据安全保护措施')).toBeInTheDocument();
    expect(screen.getByLabelText('联系人')).toHaveValue('李明');
    expect(screen.getByRole('checkbox', { name: '站点数 station_count' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '首班时间 first_bus' })).not.toBeChecked();
    // The resource comes from the application when the address names none.
    expect(test.queriesOf(PATHS.resource)).toEqual([{ id: 'res_0001' }]);
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 'dua_0001', version: 3, resourceId: 'res_0001', fields: ['line_id', 'line_name', 'station_count'] });
  });

  it.each([
    ['unconditional', '该资源为无条件开放数据，无需申请', '前往资源详情下载'],
    ['closed', '该资源不予开放，不受理使用申请', '查看资源详情'],
  ] as const)('issue 22 a %s resource takes no application: the page says why, with no form', async (openType, title, link) => {
    signIn(CORPORATION);
    test.server.use(serveResource({ ...RESOURCE, openType }));
    renderAt('/workspace/data-use/apply?resourceId=res_0001');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/dataResource/detail/res_0001');
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('issue 22 without a resource the page leads to the catalogue; an id that cannot exist goes to /404 unasked', async () => {
    signIn(CORPORATION);
    const { unmount } = renderAt('/workspace/data-use/apply');
    expect(await screen.findByRole('link', { name: '浏览有条件开放资源' })).toHaveAttribute('href', '/dataResource?openType=conditional');
    unmount();
    const { location } = renderAt('/workspace/data-use/apply?resourceId=..%2Fetc');
    await waitFor(() => expect(location()).toBe('/404'));
    expect(test.requests).toEqual([]);
  });
});
