import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, pageStateStories } from '@portal/ui-kit/stories';
import { newsHandlers } from '../testing/story-handlers';
import { NewsListPage } from './news-list-page';

const meta = {
  title: 'feature-news/NewsListPage',
  component: NewsListPage,
  parameters: { router: { initialEntries: ['/dynamics'] }, msw: { handlers: newsHandlers.list } },
  decorators: [framed()],
} satisfies Meta<typeof NewsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: newsHandlers.listLoading, empty: newsHandlers.listEmpty, error: newsHandlers.listError },
  texts: { loading: '正在加载运营动态', empty: '暂无符合条件的运营动态', failed: '运营动态加载失败' },
  emptyEntry: '/dynamics?category=industry',
});

/** Issue 5 §2 /dynamics with category and year facets (spec §5 separators) and pages. */
export const WithItems: Story = {
  name: '列表页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 97 条动态')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '江苏省公共数据授权运营平台上线新一批数据产品1' })).toHaveAttribute('href', '/dynamics/detail/news_0001');
    await expect(within(canvas.getByRole('group', { name: '栏目' })).getByText('(1,234)')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '发布年份' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };
