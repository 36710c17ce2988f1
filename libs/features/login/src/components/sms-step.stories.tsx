import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WithQueryClient } from '../testing/with-query-client';
import { LoginCard } from './login-card';
import { SmsStep } from './sms-step';

const meta = {
  title: 'feature-login/SmsStep',
  component: SmsStep,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/login?preUrl=%2Fworkspace'] } },
  args: {
    attempt: { attemptId: 'att_story_0123456789', maskedPhone: '138****1234' },
    preUrl: '/workspace',
    onRestart: fn(),
  },
  decorators: [
    (Story) => (
      <WithQueryClient>
        <LoginCard title="短信验证" headingId="story-sms-title">
          <Story />
        </LoginCard>
      </WithQueryClient>
    ),
  ],
} satisfies Meta<typeof SmsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '输入验证码',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('验证码将发送至 138****1234')).toBeVisible();
    const code = canvas.getByLabelText('短信验证码');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const InvalidCode: Story = {
  name: '验证码格式错误',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('短信验证码'), '12a');
    await userEvent.click(canvas.getByRole('button', { name: '登 录' }));
    const error = await canvas.findByText('请输入6位数字验证码');
    await expect(error).toBeVisible();
    // The message is the field's description, and the field has focus (the first invalid one).
    const code = canvas.getByLabelText('短信验证码');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('请输入6位数字验证码');
    await expect(code).toHaveFocus();
  },
};

export const ChangeMethod: Story = {
  name: '更换登录方式',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '更换登录方式' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};
