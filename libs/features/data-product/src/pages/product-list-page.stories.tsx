import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, pageStateStories } from '@portal/ui-kit/stories';
import { productHandlers } from '../testing/story-handlers';
import { ProductListPage } from './product-list-page';

const meta = {
  title: 'feature-data-product/ProductListPage',
  component: ProductListPage,
  parameters: { router: { initialEntries: ['/dataProduct'] }, msw: { handlers: productHandlers.list } },
  decorators: [framed()],
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: productHandlers.listLoading, empty: productHandlers.listEmpty, error: productHandlers.listError },
  texts: { loading: '正在加载数据产品', empty: '暂无符合条件的数据产品', failed: '数据产品加载失败' },
  emptyEntry: '/dataProduct?type=application',
});

/** Issue 5 §2 /dataProduct with facets, count (spec §5 separators) and pages. */
export const WithItems: Story = {
  name: '列表页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 64 个数据产品')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '江苏省企业信用评价服务1' })).toHaveAttribute('href', '/dataProduct/detail/prd_0001');
    const types = canvas.getByRole('group', { name: '产品类型' });
    await expect(within(types).getByText('(1,200)')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };

/** Issue 16: a keyword lists by relevance (相关度, offered only with a keyword) unless another sort is chosen. */
export const KeywordByRelevance: Story = {
  name: '关键词按相关度排序',
  parameters: { router: { initialEntries: ['/dataProduct?keyword=%E4%BF%A1%E7%94%A8'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 64 个数据产品')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '排序方式' })).toHaveValue('relevance:desc');
  },
};
