import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { ATTACHMENT, DOMAINS, rejectedApplication } from '../testing/fixtures';
import { formHandlers } from '../testing/story-handlers';
import { ApplicationForm } from './application-form';

const meta = {
  title: 'feature-onboarding/ApplicationForm',
  component: ApplicationForm,
  args: { domains: DOMAINS, corporationName: '江苏数据科技有限公司', onSave: fn(), onSubmit: fn() },
  parameters: { msw: { handlers: formHandlers.upload } },
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
        attachmentIds: [],
      }),
    );
    await motionSettled(canvasElement.ownerDocument);
  },
};

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/** Issue 6: the chosen domain's templates to download; an attachment uploaded, listed and submitted by id. */
export const WithAttachments: Story = {
  name: '上传申请材料',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '交通运输' }));
    const templates = within(await canvas.findByRole('region', { name: '申请模板下载' }));
    await expect(templates.getByRole('link', { name: '入驻申请表模板.docx' })).toHaveAttribute('href', '/alpha-portal/api/v1/web/file/fil_t001');
    await userEvent.upload(canvas.getByLabelText('申请材料'), pdf('授权书.pdf'));
    const listed = within(await canvas.findByRole('list', { name: '已上传的申请材料' }));
    // While the upload is on its way the row offers 取消上传; once the server answers, 删除.
    await expect(await listed.findByRole('button', { name: '删除 授权书.pdf' })).toBeEnabled();
    await expect(listed.queryByText('上传中…')).not.toBeInTheDocument();
    await expect(listed.getByText('授权书.pdf')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('联系人'), '李明');
    await userEvent.type(canvas.getByLabelText('联系电话'), '13912345678');
    await userEvent.type(canvas.getByLabelText('应用场景'), '基于公交客流数据优化城市通勤线路规划。');
    await userEvent.type(canvas.getByLabelText('数据使用说明'), '仅用于线路规划模型训练，不对外提供原始数据。');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ domainId: 'transport', attachmentIds: ['fil_story1'] })));
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Spec §8: a type off the allow-list is refused before upload; an HTTP 413 shows the server's message next to the file. */
export const UploadRefused: Story = {
  name: '上传被拒',
  parameters: { msw: { handlers: formHandlers.tooLarge } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(canvas.getByLabelText('申请材料'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect(await canvas.findByText(/“setup\.exe”的文件类型不支持/)).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('申请材料'), pdf('扫描件.pdf'));
    const listed = within(await canvas.findByRole('list', { name: '已上传的申请材料' }));
    await expect(await listed.findByText('文件大小超过限制，请重新选择')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** A rejected application, to revise: company details from the account, read-only. */
export const Revise: Story = {
  name: '修改被驳回的申请',
  args: { application: { ...rejectedApplication(), attachments: [ATTACHMENT] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listed = within(canvas.getByRole('list', { name: '已上传的申请材料' }));
    await expect(listed.getByText('营业执照.pdf')).toBeVisible();
    await expect(canvas.getByLabelText('联系人')).toHaveValue('李明');
    await expect(canvas.getByText('91320104MA1WCR832Q')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '交通运输' })).toBeChecked();
  },
};
