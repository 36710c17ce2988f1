import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { ACCOUNTS } from './account-fixtures';
import { accountHandlers } from './account-story-handlers';
import { AccountsPage } from './accounts-page';

const at = (path: string) => ({ router: { initialEntries: [path] } });

const meta = {
  title: 'feature-administration/AccountsPage',
  component: AccountsPage,
  parameters: { ...at('/workspace/admin/list'), msw: { handlers: accountHandlers.list } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Routes>
          <Route path="/workspace/admin/:action" element={<Story />} />
        </Routes>
      </div>
    ),
  ],
} satisfies Meta<typeof AccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 17 admin/list: accounts with their roles, clients and state; search and filters. */
export const List: Story = {
  name: '账号列表',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '管理员账号列表' });
    await expect(await within(table).findByRole('link', { name: ACCOUNTS[2]!.account })).toBeVisible();
    await expect(within(table).getByText('待修改初始密码')).toBeVisible();
    await expect(within(table).getAllByText('停用').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('searchbox', { name: '搜索账号' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新建账号' })).toBeVisible();
    await expect(canvas.getByText('共 14 个账号')).toBeVisible();
  },
};

export const Loading: Story = {
  name: '账号列表加载中',
  parameters: { msw: { handlers: accountHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('正在加载账号')).toBeVisible();
  },
};

export const Empty: Story = {
  name: '没有符合条件的账号',
  parameters: { ...at('/workspace/admin/list?status=disabled'), msw: { handlers: accountHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有符合条件的账号')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '账号列表加载失败',
  parameters: { msw: { handlers: accountHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('账号加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

const fillNew = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('账号'), 'reviewer.qian');
  await userEvent.type(canvas.getByLabelText('姓名'), '钱审核');
  await userEvent.type(canvas.getByLabelText('手机号'), '13951799001');
  await userEvent.click(await canvas.findByRole('checkbox', { name: /领域初审员/ }));
  // The rights the account would have: the role's, within the client chosen (门户工作台).
  await expect(await canvas.findByText('领域初审')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '创建账号' }));
};

/** Issue 17 admin/new: the form, the rights it would give, and the temporary password shown once. */
export const Create: Story = {
  name: '新建账号并显示临时密码',
  parameters: { ...at('/workspace/admin/new'), msw: { handlers: accountHandlers.create } },
  play: async ({ canvasElement }) => {
    await fillNew(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: '临时密码' });
    await waitFor(() => expect(within(dialog).getByText('Kp7#mQ2x@R9t')).toBeVisible());
    await expect(within(dialog).getByText(/仅显示这一次/)).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Required: Story = {
  name: '新建账号：必填项',
  parameters: { ...at('/workspace/admin/new'), msw: { handlers: accountHandlers.create } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '创建账号' }));
    await waitFor(() => expect(canvas.getByText('请输入账号')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('请输入姓名')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('请至少选择一个角色')).toBeVisible());
    // axe runs after the play: the messages' appear motion must have ended (its colours are mid-fade until then).
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Taken: Story = {
  name: '新建账号：账号已存在',
  parameters: { ...at('/workspace/admin/new'), msw: { handlers: accountHandlers.taken } },
  play: async ({ canvasElement }) => {
    await fillNew(canvasElement);
    await expect(await within(canvasElement).findByText('该账号已存在')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Issue 17 admin/detail: the account whole, and 停用 asks for a reason first. */
export const Detail: Story = {
  name: '账号详情与停用',
  parameters: { ...at('/workspace/admin/detail?id=usr_reviewer_traffic'), msw: { handlers: accountHandlers.detail } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('13951700002')).toBeVisible();
    await expect(canvas.getByText('交通运输')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '停用' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(within(dialog).getByText('请填写停用原因')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText('停用原因'), '岗位调整');
    await userEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Closed because the call succeeded (a refusal would close it too, with an alert instead).
    await expect(await within(document.body).findByText('账号已停用')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};
