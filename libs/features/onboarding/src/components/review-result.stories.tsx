import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rejectedApplication } from '../testing/fixtures';
import { ReviewResult } from './review-result';

const meta = {
  title: 'feature-onboarding/ReviewResult',
  component: ReviewResult,
  args: { detail: rejectedApplication(), canResubmit: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 6 domain/reject-result: rejected at final review, with the reasons and the way to resubmit. */
export const Rejected: Story = {
  name: '终审驳回',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('王管理（平台管理员）')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '原因说明' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '修改后重新提交' })).toHaveAttribute('href', '/workspace/domain/apply?id=app_0001');
  },
};

/** As staff see it: no resubmission. */
export const ForStaff: Story = {
  name: '工作人员查看',
  args: { canResubmit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '修改后重新提交' })).toBeNull();
  },
};
