import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { MY_RESPONSE } from '../testing/fixtures';
import { CallResponseForm } from './call-response-form';

const meta = {
  title: 'feature-calls/CallResponseForm',
  component: CallResponseForm,
  parameters: { router: false },
  args: { onSubmit: fn() },
  decorators: [framed({ maxWidth: 640, padding: 16 })],
} satisfies Meta<typeof CallResponseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 5: the contract's messages (callResponseBodySchema) on bad input; nothing is sent. */
export const Validation: Story = {
  name: '校验提示',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交响应' }));
    await canvas.findByText('请输入联系人');
    await motionSettled(canvasElement.ownerDocument);
    await expect(canvas.getByText('请输入联系人')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('联系电话'), '10086');
    await userEvent.click(canvas.getByRole('button', { name: '提交响应' }));
    await canvas.findByText('请输入正确的手机号码');
    await motionSettled(canvasElement.ownerDocument);
    await expect(canvas.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Submit: Story = {
  name: '填写并提交',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('联系人'), '李明');
    await userEvent.type(canvas.getByLabelText('联系电话'), '13912345678');
    await userEvent.type(canvas.getByLabelText('响应内容'), '我单位可提供城市交通出行分析模型。');
    await userEvent.click(canvas.getByRole('button', { name: '提交响应' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ contactName: '李明', contactPhone: '13912345678', content: '我单位可提供城市交通出行分析模型。' }));
  },
};

/** An earlier response, to replace. */
export const Existing: Story = {
  name: '修改已有响应',
  args: { initialValues: { contactName: MY_RESPONSE.contactName, contactPhone: MY_RESPONSE.contactPhone, content: MY_RESPONSE.content } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('联系人')).toHaveValue('李明');
    await expect(canvas.getByRole('button', { name: '更新响应' })).toBeVisible();
  },
};
