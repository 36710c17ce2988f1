import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newsSummary } from '../testing/fixtures';
import { NewsList } from './news-list';

const meta = {
  title: 'feature-news/NewsList',
  component: NewsList,
  parameters: { router: { initialEntries: ['/dynamics'] } },
  args: {
    loading: false,
    fromList: '?category=platform',
    items: [newsSummary(1), newsSummary(2), newsSummary(3, { category: 'industry', title: '长三角公共数据开放共享合作迈出新步伐', source: '新华日报' })],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 5 §2 /dynamics rows: category, title link, summary, source and date. */
export const WithItems: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '长三角公共数据开放共享合作迈出新步伐' })).toHaveAttribute('href', '/dynamics/detail/news_0003');
    await expect(canvas.getByText('行业资讯')).toBeVisible();
    await expect(canvas.getByText('新华日报')).toBeVisible();
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { items: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载运营动态' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '无结果',
  args: { items: [], onClear: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无符合条件的运营动态')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: '加载失败',
  args: { items: undefined, error: { title: '运营动态加载失败', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('运营动态加载失败')).toBeVisible();
  },
};
