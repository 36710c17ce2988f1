import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WithQueryClient } from '../testing/with-query-client';
import { UserMenuView } from './user-menu';

const TOKEN = 'tok_'.padEnd(40, 'x');

/** Waits out antd's open animation (dropdowns and modals fade in), so checks and axe see the final state. */
async function settled(element: HTMLElement, container: string): Promise<HTMLElement> {
  await waitFor(() => {
    expect(element).toBeVisible();
    expect(element.closest(container)?.className ?? '').not.toMatch(/-(appear|enter)\b/);
  });
  return element;
}

const meta = {
  title: 'feature-login/UserMenu',
  component: UserMenuView,
  parameters: { router: { initialEntries: ['/dataProduct'] } },
  args: { state: null, loginHref: '/login?preUrl=%2FdataProduct', onLogout: fn() },
  argTypes: { state: { control: 'object' } },
  decorators: [
    (Story) => (
      <WithQueryClient>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <Story />
        </div>
      </WithQueryClient>
    ),
  ],
} satisfies Meta<typeof UserMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  name: '未登录',
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: '登录' })).toHaveAttribute('href', args.loginHref);
  },
};

export const Staff: Story = {
  name: '已登录（工作人员）',
  args: { state: { userType: 'admin', name: '李四', corName: '', token: TOKEN, rights: [] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /李四/ }));
    await settled(await screen.findByRole('menuitem', { name: '修改密码' }), '.ant-dropdown');
    await expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  },
};

export const Corporation: Story = {
  name: '已登录（法人）',
  args: { state: { userType: 'second', name: '张三', corName: '江苏数据科技有限公司', token: TOKEN, rights: [] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /江苏数据科技有限公司/ }));
    await settled(await screen.findByRole('menuitem', { name: '退出登录' }), '.ant-dropdown');
    await expect(screen.queryByRole('menuitem', { name: '修改密码' })).toBeNull();
  },
};

export const ModifyPassword: Story = {
  name: '修改密码',
  args: Staff.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /李四/ }));
    await userEvent.click(await settled(await screen.findByRole('menuitem', { name: '修改密码' }), '.ant-dropdown'));
    await settled(await screen.findByRole('dialog', { name: '修改密码' }), '.ant-modal');
    await expect(screen.getByLabelText('原密码')).toBeVisible();
  },
};
