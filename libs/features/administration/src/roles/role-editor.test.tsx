import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type HttpResponseResolver } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, type RoleSaveBody } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN, ok, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { RESTORED, STAFF_A, STAFF_B, endSession, signInAs } from '../testing/kept-form';
import { CLIENT_VIEWS, CONFLICT_MESSAGE, FIRST_REVIEWER, ROLES, savedRole } from './role-fixtures';
import { RolesPage } from './roles-page';

const test = setupApiMock();

const PATHS = { list: '/primary/admin/role-list', clients: '/primary/admin/client-list', save: '/primary/admin/role-save' } as const;
const post = (path: string, resolver: HttpResponseResolver) => http.post(`${TEST_ORIGIN}${API_BASE_PATH}${path}`, resolver);

/** The roles page with the list and the clients answered, and every role-save body kept. */
function serve(saveReply: (body: RoleSaveBody, count: number) => Response = (body) => ok(savedRole(body))) {
  const saves: RoleSaveBody[] = [];
  let listCalls = 0;
  test.server.use(
    post(PATHS.list, () => {
      listCalls += 1;
      return ok(ROLES);
    }),
    post(PATHS.clients, () => ok(CLIENT_VIEWS)),
    post(PATHS.save, async ({ request }) => {
      const body = (await request.json()) as RoleSaveBody;
      saves.push(body);
      return saveReply(body, saves.length);
    }),
  );
  renderRoutes([{ path: '/workspace/roles', Component: RolesPage }], '/workspace/roles', createQueryClient());
  return { saves, listCalls: () => listCalls };
}

const checkboxNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('issue 17 /workspace/roles — the role editor', { timeout: 20_000 }, () => {
  it('lists the roles with their rights as names, holders and the time in Beijing time', async () => {
    serve();
    const table = await screen.findByRole('table', { name: '角色列表' });
    const row = (await within(table).findByText('领域初审员')).closest('tr')!;
    expect(within(row).getByRole('list', { name: '领域初审员的权限' })).toHaveTextContent('工作台首页查看领域申请领域初审');
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-02 10:30')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '编辑：领域初审员' })).toBeInTheDocument();
  });

  it('groups the rights by client, checks the contract’s rules, and sends the chosen rights in catalogue order', async () => {
    const server = serve();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建角色' }));
    const dialog = await screen.findByRole('dialog', { name: '新建角色' });

    const workspace = within(dialog).getByRole('group', { name: '门户工作台' });
    const console_ = within(dialog).getByRole('group', { name: '运营管理台' });
    expect(workspace).toHaveAccessibleDescription('领域入驻申请的审核、入口配置与公告发布');
    expect(checkboxNames(workspace)).toEqual([
      '工作台首页',
      '查看领域申请',
      '领域初审',
      '领域终审',
      '入口配置',
      '公告管理',
      '数据使用初审',
      '数据使用终审与授权管理',
    ]);
    expect(checkboxNames(console_)).toEqual(['管理员、角色与审计日志', '查看用户', '停用与启用用户', '内容墙', '运营分析', '检索词典']);

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入角色名称')).toBeInTheDocument();
    expect(await within(dialog).findByText('请至少选择一项权限')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('角色名称'), 'x'.repeat(33));
    expect(await within(dialog).findByText('角色名称不能超过32个字符')).toBeInTheDocument();
    expect(server.saves).toEqual([]);

    await user.clear(within(dialog).getByLabelText('角色名称'));
    await user.type(within(dialog).getByLabelText('角色名称'), '  数据分析员 ');
    await user.type(within(dialog).getByLabelText('角色说明'), '查看运营分析');
    // Checked out of order, across the two clients.
    await user.click(within(console_).getByRole('checkbox', { name: '运营分析' }));
    await user.click(within(workspace).getByRole('checkbox', { name: '领域初审' }));
    await user.click(within(workspace).getByRole('checkbox', { name: '工作台首页' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]).toEqual({ name: '数据分析员', description: '查看运营分析', rights: ['workspace:home', 'domain:first-review', 'analytics:view'] });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(server.listCalls()).toBeGreaterThan(1));
    expect(test.toast).not.toHaveBeenCalled();
  });

  it('edits a role at its version; a conflict is shown in the open editor, the list is read again and the next save uses the new version', async () => {
    let version = FIRST_REVIEWER.version;
    const server = serve((body, count) => {
      if (count === 1) {
        version = 3;
        return HttpResponse.json({ code: 4090, msg: CONFLICT_MESSAGE, data: null }, { status: 409 });
      }
      return ok(savedRole(body));
    });
    test.server.use(post(PATHS.list, () => ok(ROLES.map((role) => (role.id === FIRST_REVIEWER.id ? { ...role, version } : role)))));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑：领域初审员' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑角色：领域初审员' });
    expect(within(dialog).getByLabelText('角色名称')).toHaveValue('领域初审员');
    expect(within(dialog).getByRole('checkbox', { name: '查看领域申请' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '领域终审' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: '查看领域申请' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('操作未生效');
    expect(alert).toHaveTextContent(CONFLICT_MESSAGE);
    expect(alert).toHaveTextContent('已为您重新加载最新的角色列表');
    expect(server.saves[0]).toMatchObject({ id: FIRST_REVIEWER.id, version: 2, rights: ['workspace:home', 'domain:first-review'] });
    // Still open, with what was chosen.
    expect(within(dialog).getByRole('checkbox', { name: '查看领域申请' })).not.toBeChecked();
    expect(test.toast).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.saves).toHaveLength(2));
    expect(server.saves[1]).toMatchObject({ id: FIRST_REVIEWER.id, version: 3, rights: ['workspace:home', 'domain:first-review'] });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('issue 19 a new role’s name, description and rights typed when the session ends are back when 新建角色 opens again for the same account, and never for another', async () => {
    signInAs(STAFF_A);
    serve();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建角色' }));
    let dialog = within(await screen.findByRole('dialog', { name: '新建角色' }));
    await user.type(dialog.getByLabelText('角色名称'), '数据分析员');
    await user.type(dialog.getByLabelText('角色说明'), '查看运营分析');
    await user.click(dialog.getByRole('checkbox', { name: '运营分析' }));
    endSession();
    cleanup();

    // Signed in again, back on the page: the dialog's form mounts when it opens.
    const server = serve();
    await user.click(await screen.findByRole('button', { name: '新建角色' }));
    dialog = within(await screen.findByRole('dialog', { name: '新建角色' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(RESTORED);
    expect(dialog.getByLabelText('角色名称')).toHaveValue('数据分析员');
    expect(dialog.getByLabelText('角色说明')).toHaveValue('查看运营分析');
    expect(dialog.getByRole('checkbox', { name: '运营分析' })).toBeChecked();
    endSession();
    cleanup();
    expect(server.saves).toEqual([]);

    signInAs(STAFF_B);
    serve();
    await user.click(await screen.findByRole('button', { name: '新建角色' }));
    dialog = within(await screen.findByRole('dialog', { name: '新建角色' }));
    expect(dialog.getByLabelText('角色名称')).toHaveValue('');
    expect(dialog.getByLabelText('角色说明')).toHaveValue('');
    expect(dialog.getByRole('checkbox', { name: '运营分析' })).not.toBeChecked();
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
  });
});
