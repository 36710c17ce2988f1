import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, listStateStories } from '@portal/ui-kit/stories';
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
  decorators: [framed({ maxWidth: 880, padding: 16 })],
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ loading: '正在加载运营动态', empty: '暂无符合条件的运营动态', failed: '运营动态加载失败' });

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

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };
