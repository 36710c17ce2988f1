import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, listStateStories } from '@portal/ui-kit/stories';
import { callSummary, deadlineIn } from '../testing/fixtures';
import { CallList } from './call-list';

const meta = {
  title: 'feature-calls/CallList',
  component: CallList,
  parameters: { router: { initialEntries: ['/applylist'] } },
  args: {
    loading: false,
    linkTo: (id: string) => ({ to: `/applylist?id=${id}` }),
    items: [
      callSummary(1),
      callSummary(2, { deadline: deadlineIn(0), title: '长三角数据要素流通合作项目征集' }),
      callSummary(3, { status: 'closed', deadline: '2026-06-30T15:59:59.000Z', title: '2026年度公共数据开放需求征集' }),
    ],
  },
  decorators: [framed({ maxWidth: 880, padding: 16 })],
} satisfies Meta<typeof CallList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ loading: '正在加载需求征集', empty: '暂无符合条件的需求征集', failed: '需求征集加载失败' });

/** Issue 5 /applylist rows: status, title (opens /applylist?id=…), countdown, organiser, deadline, responses. */
export const WithItems: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '长三角数据要素流通合作项目征集' })).toHaveAttribute('href', '/applylist?id=call_0002');
    await expect(canvas.getByText('剩余3天')).toBeVisible();
    await expect(canvas.getByText('今日截止')).toBeVisible();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };
