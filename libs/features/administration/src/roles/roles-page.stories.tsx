import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { CONFLICT_MESSAGE, LAST_ADMIN_MESSAGE } from './role-fixtures';
import { roleHandlers, roleServer } from './role-story-handlers';
import { RolesPage } from './roles-page';

const meta = {
  title: 'feature-administration/RolesPage',
  component: RolesPage,
  parameters: { router: { initialEntries: ['/workspace/roles'] }, msw: { handlers: roleHandlers.list } },
  beforeEach: () => roleServer.reset(),
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 17 /workspace/roles: each role with its rights by name, its holders and its last change (Beijing time). */
export const Loaded: Story = {
  name: '角色列表',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '角色与权限' })).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: '角色列表' }));
    await expect(await table.findByText('平台管理员')).toBeVisible();
    const row = table.getByText('领域初审员').closest('tr')!;
    await expect(within(row).getByRole('list', { name: '领域初审员的权限' })).toHaveTextContent('工作台首页查看领域申请领域初审');
    await expect(within(row).getByText('2026-11-02 10:30')).toBeVisible();
    await expect(table.getByRole('button', { name: '编辑：内容运营' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新建角色' })).toBeEnabled();
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: roleHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载角色' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '暂无角色',
  parameters: { msw: { handlers: roleHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无角色，请点击“新建角色”添加')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: roleHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('角色加载失败')).toBeVisible();
    await expect(canvas.getByText('服务繁忙，请稍后再试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/**
 * By keyboard: Enter on 新建角色 opens the editor with the focus in 角色名称; Tab reaches the rights,
 * Space checks one; Enter in a text field saves; the dialog closes and 新建角色 has the focus again.
 */
export const NewByKeyboard: Story = {
  name: '键盘新建角色',
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const page = within(doc.body);
    const opener = await within(canvasElement).findByRole('button', { name: '新建角色' });
    await within(canvasElement).findByText('平台管理员');
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await page.findByRole('dialog', { name: '新建角色' }));
    await waitFor(() => expect(dialog.getByLabelText('角色名称')).toHaveFocus());
    await userEvent.keyboard('数据分析员');
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByLabelText('角色说明')).toHaveFocus());
    await userEvent.tab();
    const first = dialog.getByRole('checkbox', { name: '工作台首页' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(first).toBeChecked());
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(dialog.getByLabelText('角色名称')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(roleServer.saves).toEqual([{ name: '数据分析员', description: '', rights: ['workspace:home'] }]));
    await waitFor(() => expect(page.getByText('保存成功')).toBeVisible());
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(await within(canvasElement).findByText('数据分析员')).toBeVisible();
    await motionSettled(doc);
  },
};

/**
 * Two administrators at once: the save meets a newer version (409 / 4090). The editor stays open
 * with the choice made and says so; the list is read again, and the next save uses its version.
 */
export const Conflict: Story = {
  name: '并发冲突',
  parameters: { msw: { handlers: roleHandlers.conflict } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const page = within(doc.body);
    const opener = await within(canvasElement).findByRole('button', { name: '编辑：领域初审员' });
    await userEvent.click(opener);
    const dialog = within(await page.findByRole('dialog', { name: '编辑角色：领域初审员' }));
    await expect(dialog.getByLabelText('角色名称')).toHaveValue('领域初审员');
    await expect(dialog.getByRole('note')).toHaveTextContent('已有 5 个账号持有该角色');
    await userEvent.click(dialog.getByRole('checkbox', { name: '领域终审' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('操作未生效');
    await expect(alert).toHaveTextContent(CONFLICT_MESSAGE);
    await expect(alert).toHaveTextContent('已为您重新加载最新的角色列表，请核对后再保存。');
    await expect(dialog.getByRole('checkbox', { name: '领域终审' })).toBeChecked();
    await waitFor(() => expect(roleServer.listCalls).toBeGreaterThan(1));

    // The button's loading icon leaves with a motion; it is 保存 again once it has gone.
    await userEvent.click(await dialog.findByRole('button', { name: '保存' }));
    await waitFor(() => expect(roleServer.saves).toHaveLength(2));
    await expect(roleServer.saves.map((body) => body.version)).toEqual([2, 3]);
    await expect(roleServer.saves[1]!.rights).toEqual(['workspace:home', 'domain:view', 'domain:first-review', 'domain:final-review']);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(opener).toHaveFocus());
    await motionSettled(doc);
  },
};

/** The platform keeps an administrator who can manage administration: taking the right away is refused (409). */
export const LastAdministrator: Story = {
  name: '保留管理权限',
  parameters: { msw: { handlers: roleHandlers.lastAdmin } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '编辑：平台管理员' }));
    const dialog = within(await page.findByRole('dialog', { name: '编辑角色：平台管理员' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: '管理员、角色与审计日志' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(LAST_ADMIN_MESSAGE);
    await expect(dialog.getByRole('checkbox', { name: '管理员、角色与审计日志' })).not.toBeChecked();
    await motionSettled(canvasElement.ownerDocument);
  },
};
