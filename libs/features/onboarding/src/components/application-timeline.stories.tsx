import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REJECTED_TIMELINE } from '../testing/fixtures';
import { ApplicationTimeline } from './application-timeline';

const meta = {
  title: 'feature-onboarding/ApplicationTimeline',
  component: ApplicationTimeline,
  parameters: { router: false },
  args: { timeline: REJECTED_TIMELINE },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 6 domain/detail: who, when, from → to, stage and opinion of every transition. */
export const Rejected: Story = {
  name: '终审驳回',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveTextContent('王管理（平台管理员）');
    await expect(canvas.getByText('意见：数据使用说明缺少安全保障措施')).toBeVisible();
  },
};

export const Empty: Story = {
  name: '暂无记录',
  args: { timeline: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无审批记录')).toBeVisible();
  },
};
