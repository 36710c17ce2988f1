import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { RoleEditor } from './role-editor';
import { CLIENT_VIEWS, FIRST_REVIEWER } from './role-fixtures';
import { roleHandlers, roleServer } from './role-story-handlers';

const meta = {
  title: 'feature-administration/RoleEditor',
  component: RoleEditor,
  args: { open: true, role: undefined, clients: CLIENT_VIEWS, onClose: fn(), onSaved: fn() },
  parameters: { router: { initialEntries: ['/workspace/roles'] }, msw: { handlers: roleHandlers.list } },
  beforeEach: () => roleServer.reset(),
} satisfies Meta<typeof RoleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 17: a new role. The rights are grouped by client (its name and description); nothing
 * entered shows the contract's messages and sends nothing; the rights are sent in catalogue order.
 */
export const New: Story = {
  name: '新建角色',
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '新建角色' }));
    await waitFor(() => expect(dialog.getByLabelText('角色名称')).toHaveFocus());
    const workspace = within(dialog.getByRole('group', { name: '门户工作台' }));
    const console_ = within(dialog.getByRole('group', { name: '运营管理台' }));
    await expect(dialog.getByRole('group', { name: '运营管理台' })).toHaveAccessibleDescription('账号与角色、用户、审计日志、内容墙、运营分析与检索词典');
    await expect(workspace.getAllByRole('checkbox')).toHaveLength(8);
    await expect(console_.getAllByRole('checkbox')).toHaveLength(6);

    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog.getByText('请输入角色名称')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('请至少选择一项权限')).toBeVisible());
    await expect(roleServer.saves).toEqual([]);

    await userEvent.type(dialog.getByLabelText('角色名称'), '内容审核员');
    await userEvent.click(console_.getByRole('checkbox', { name: '内容墙' }));
    await userEvent.click(workspace.getByRole('checkbox', { name: '公告管理' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(roleServer.saves).toEqual([{ name: '内容审核员', description: '', rights: ['announce:edit', 'content:edit'] }]);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Editing: the role's values and rights as read, its holders said; 取消 closes without sending. */
export const Edit: Story = {
  name: '编辑角色',
  args: { role: FIRST_REVIEWER },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '编辑角色：领域初审员' }));
    await expect(dialog.getByLabelText('角色名称')).toHaveValue('领域初审员');
    await expect(dialog.getByLabelText('角色说明')).toHaveValue(FIRST_REVIEWER.description);
    await expect(dialog.getByRole('note')).toHaveTextContent('已有 5 个账号持有该角色');
    for (const name of ['工作台首页', '查看领域申请', '领域初审']) await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '领域终审' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '管理员、角色与审计日志' })).not.toBeChecked();
    await userEvent.clear(dialog.getByLabelText('角色名称'));
    await userEvent.type(dialog.getByLabelText('角色名称'), '领'.repeat(33));
    await waitFor(() => expect(dialog.getByText('角色名称不能超过32个字符')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(roleServer.saves).toEqual([]);
    await motionSettled(canvasElement.ownerDocument);
  },
};
