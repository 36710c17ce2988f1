import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { MY_RESPONSE, RESPONSE_FILE } from '../testing/fixtures';
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
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ contactName: '李明', contactPhone: '13912345678', content: '我单位可提供城市交通出行分析模型。' }),
    );
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

/** Issue 21 §10c: the filled-in template goes with the response (the upload is stubbed here). */
export const WithAttachment: Story = {
  name: '上传反馈附件',
  args: { upload: fn(async (file: File) => ({ id: 'fil_story01', name: file.name, sizeBytes: file.size, contentType: file.type })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('如本征集提供了模板，请下载征集附件中的模板，填写后在此上传（限1个文件）。')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('联系人'), '李明');
    await userEvent.type(canvas.getByLabelText('联系电话'), '13912345678');
    await userEvent.type(canvas.getByLabelText('响应内容'), '按模板填写了数据需求清单，详见附件。');
    await userEvent.upload(
      canvas.getByLabelText('反馈附件'),
      new File([new Uint8Array(2048)], '需求征集表（已填写）.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    await expect(await canvas.findByRole('button', { name: '删除附件 需求征集表（已填写）.xlsx' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重新选择/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交响应' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        contactName: '李明',
        contactPhone: '13912345678',
        content: '按模板填写了数据需求清单，详见附件。',
        fileId: 'fil_story01',
      }),
    );
  },
};

/** Issue 21 §10c: an earlier response's file is listed, to keep or remove. */
export const ExistingWithFile: Story = {
  name: '修改已有响应（含附件）',
  args: {
    initialValues: { contactName: MY_RESPONSE.contactName, contactPhone: MY_RESPONSE.contactPhone, content: MY_RESPONSE.content },
    initialFile: RESPONSE_FILE,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(RESPONSE_FILE.name)).toBeVisible();
    await expect(canvas.getByText('（18 KB）')).toBeVisible();
  },
};
