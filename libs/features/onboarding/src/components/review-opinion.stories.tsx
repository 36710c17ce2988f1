import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REJECTED_TIMELINE, rejectedApplication } from '../testing/fixtures';
import { ReviewOpinion } from './review-opinion';

const meta = {
  title: 'feature-onboarding/ReviewOpinion',
  component: ReviewOpinion,
  args: { application: rejectedApplication() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewOpinion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 21 §10a: above the resubmit form, the final review's rejection with the reviewer's opinion. */
export const Rejected: Story = {
  name: '终审驳回的审核意见',
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: '审核意见' }));
    await expect(region.getByText('王管理（平台管理员）')).toBeVisible();
    await expect(region.getByText('终审')).toBeVisible();
    await expect(region.getByText('数据使用说明缺少安全保障措施')).toBeVisible();
  },
};

/** Returned at first review, the opinion over two lines. */
export const Returned: Story = {
  name: '初审退回的审核意见',
  args: {
    application: rejectedApplication({
      status: 'returned',
      timeline: [
        ...REJECTED_TIMELINE.slice(0, 2),
        { ...REJECTED_TIMELINE[2]!, action: 'return', toStatus: 'returned', opinion: '请补充营业执照副本。\n请说明数据脱敏方式。' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: '审核意见' }));
    await expect(region.getByText('退回修改')).toBeVisible();
    await expect(region.getByText('李审核（领域审核员）')).toBeVisible();
  },
};

/** A returned application whose reviewer wrote nothing (an older record): the form still says so. */
export const WithoutOpinion: Story = {
  name: '未填写意见',
  args: {
    application: rejectedApplication({ timeline: [...REJECTED_TIMELINE.slice(0, 3), { ...REJECTED_TIMELINE[3]!, opinion: null }] }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('审核人未填写意见')).toBeVisible();
  },
};
