import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { DOMAINS, rejectedApplication } from '../testing/fixtures';
import { ApplicationForm } from './application-form';

const meta = {
  title: 'feature-onboarding/ApplicationForm',
  component: ApplicationForm,
  args: { domains: DOMAINS, corporationName: '江苏数据科技有限公司', onSave: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 6: the contract's messages (applicationDraftSchema) on bad input; nothing is sent. */
export const Validation: Story = {
  name: '校验提示',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await canvas.findByText('请选择申请领域');
    await userEvent.type(canvas.getByLabelText('联系电话'), '10086');
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await canvas.findByText('请输入正确的手机号码');
    await motionSettled(canvasElement.ownerDocument);
    await expect(canvas.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Submit: Story = {
  name: '填写并提交',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '医疗健康' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '交通运输' }));
    await userEvent.type(canvas.getByLabelText('联系人'), '李明');
    await userEvent.type(canvas.getByLabelText('联系电话'), '13912345678');
    await userEvent.type(canvas.getByLabelText('应用场景'), '基于公交客流数据优化城市通勤线路规划。');
    await userEvent.type(canvas.getByLabelText('数据使用说明'), '仅用于线路规划模型训练，不对外提供原始数据。');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        domainId: 'transport',
        contactName: '李明',
        contactPhone: '13912345678',
        scenario: '基于公交客流数据优化城市通勤线路规划。',
        dataUse: '仅用于线路规划模型训练，不对外提供原始数据。',
      }),
    );
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** A rejected application, to revise: company details from the account, read-only. */
export const Revise: Story = {
  name: '修改被驳回的申请',
  args: { application: rejectedApplication() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('联系人')).toHaveValue('李明');
    await expect(canvas.getByText('91320100MA1XXXXX3K')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '交通运输' })).toBeChecked();
  },
};
