import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { ATTACHMENT, CREATED, RESOURCE, RETURNED, SUBMITTED, dataUseDetail } from '../testing/fixtures';
import { formHandlers } from '../testing/story-handlers';
import { ApplyForm } from './apply-form';

const meta = {
  title: 'feature-data-use/ApplyForm',
  component: ApplyForm,
  args: { resource: RESOURCE, onSave: fn(), onSubmit: fn() },
  parameters: { router: { initialEntries: ['/workspace/data-use/apply?resourceId=res_0001'] }, msw: { handlers: formHandlers } },
  decorators: [framed({ maxWidth: 860, padding: 16 })],
} satisfies Meta<typeof ApplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, body: Canvas) {
  await userEvent.type(canvas.getByLabelText('使用目的'), '基于公交线路数据优化城市通勤线路规划模型。');
  await userEvent.type(canvas.getByLabelText('应用场景'), '城市通勤线路规划');
  await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
  await userEvent.click(canvas.getByLabelText('使用期限'));
  await userEvent.click(await body.findByTitle('12个月'));
  await userEvent.type(canvas.getByLabelText('联系人'), '李明');
  await userEvent.type(canvas.getByLabelText('联系电话'), '13912345678');
}

/** Issue 22: the contract's messages; 提交申请 without every commitment is refused here, as the server would. */
export const Validation: Story = {
  name: '校验提示',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await canvas.findByText('请勾选全部数据安全承诺后再提交');
    await expect(canvas.getByText('请至少选择一个字段')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('使用目的')).toHaveFocus());
    await motionSettled(canvasElement.ownerDocument);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in, every commitment accepted, an attachment uploaded (purpose data-use) and submitted by id. */
export const Submit: Story = {
  name: '填写并提交',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fill(canvas, body);
    for (const box of within(canvas.getByRole('group', { name: '数据安全承诺' })).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.upload(canvas.getByLabelText('附件'), new File(['%PDF-1.4\n%%EOF\n'], '应用方案.pdf', { type: 'application/pdf' }));
    const listed = within(await canvas.findByRole('list', { name: '已上传的附件' }));
    await expect(await listed.findByRole('button', { name: '删除 应用方案.pdf' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          fields: ['line_id', 'line_name', 'station_count', 'first_bus'],
          periodMonths: 12,
          commitments: ['purpose', 'no-transfer', 'protection', 'deletion'],
          attachmentIds: ['fil_story1'],
        }),
      ),
    );
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** A returned application to revise: what was applied for is back in the form, attachments listed. */
export const Revise: Story = {
  name: '修改退回的申请',
  args: { application: dataUseDetail({ status: 'returned', attachments: [ATTACHMENT], timeline: [CREATED, SUBMITTED, RETURNED] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('联系人')).toHaveValue('李明');
    await expect(canvas.getByRole('checkbox', { name: '线路编号 line_id' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '首班时间 first_bus' })).not.toBeChecked();
    await expect(within(canvas.getByRole('list', { name: '已上传的附件' })).getByText(ATTACHMENT.name)).toBeVisible();
  },
};
