import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatusTone } from '../content/status-tag';
import { REJECTED_HISTORY } from '../testing/timeline-fixtures';
import { ReviewTimeline } from './review-timeline';

const TONES: Array<[StatusTone, string]> = [
  ['info', '提交'],
  ['success', '通过'],
  ['warning', '退回'],
  ['danger', '驳回'],
  ['neutral', '撤回'],
];

const meta = {
  title: 'ui-kit/工作台/ReviewTimeline',
  component: ReviewTimeline,
  parameters: { router: false },
  args: { items: REJECTED_HISTORY },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issues 6, 22: a history read in order — from → to, the time as a `time` element, the stage and the opinion. */
export const Rejected: Story = {
  name: '终审驳回',
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(within(steps[0]!).getByText('→ 草稿')).toBeVisible();
    await expect(within(steps[2]!).getByText('待初审 → 待终审')).toBeVisible();
    await expect(canvasElement.querySelector('time[datetime="2026-03-04T08:05:00.000Z"]')).toHaveTextContent('2026-03-04 16:05');
    await expect(steps[3]).toHaveTextContent('审核阶段：终审');
  },
};

/** Every tone a step may take; axe checks the text beside each dot. */
export const AllTones: Story = {
  name: '全部色调',
  args: {
    items: TONES.map(([tone, title], index) => ({
      key: tone,
      tone,
      title,
      to: '已处理',
      at: `2026-03-0${index + 1}T02:00:00.000Z`,
      actor: '王管理（平台管理员）',
    })),
  },
  play: async ({ canvasElement }) => {
    const dots = [...canvasElement.querySelectorAll('.ant-timeline-item')];
    await expect(dots).toHaveLength(TONES.length);
    await expect(new Set(dots.map((dot) => getComputedStyle(dot.querySelector('.ant-timeline-item-icon') ?? dot).borderColor)).size).toBeGreaterThan(1);
  },
};
