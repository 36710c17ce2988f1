import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithQueryClient } from '../testing/with-query-client';
import { ChoosePage } from './choose-page';

const meta = {
  title: 'feature-login/ChoosePage',
  component: ChoosePage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/login/choose?preUrl=%2Fworkspace'] } },
  decorators: [
    (Story) => (
      <WithQueryClient>
        <Story />
      </WithQueryClient>
    ),
  ],
} satisfies Meta<typeof ChoosePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chooser: Story = {
  name: '选择用户类型',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '选择用户类型' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '法人登录' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '工作人员登录' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '法人注册' })).toHaveAttribute('target', '_blank');
  },
};

export const StaffForm: Story = {
  name: '工作人员登录表单',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '工作人员登录' }));
    await expect(await canvas.findByLabelText('账号')).toBeVisible();
    await expect(canvas.getByLabelText('密码')).toBeVisible();
  },
};

export const StaffFormErrors: Story = {
  name: '工作人员登录表单（校验提示）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '工作人员登录' }));
    await userEvent.click(await canvas.findByRole('button', { name: '登 录' }));
    const error = await canvas.findByText('请输入账号');
    await expect(error).toBeVisible();
    await expect(canvas.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('账号')).toHaveAccessibleDescription('请输入账号');
    await expect(canvas.getByLabelText('账号')).toHaveFocus();
  },
};
