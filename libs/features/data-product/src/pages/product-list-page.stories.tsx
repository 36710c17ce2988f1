import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../testing/story-handlers';
import { ProductListPage } from './product-list-page';

const meta = {
  title: 'feature-data-product/ProductListPage',
  component: ProductListPage,
  parameters: { router: { initialEntries: ['/dataProduct'] }, msw: { handlers: productHandlers.list } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: productHandlers.listLoading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载数据产品' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '无结果',
  parameters: { router: { initialEntries: ['/dataProduct?type=application'] }, msw: { handlers: productHandlers.listEmpty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无符合条件的数据产品')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '清除筛选' }).length).toBeGreaterThan(0);
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: productHandlers.listError } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('数据产品加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(canvas.getByText('数据产品加载失败')).toBeVisible());
  },
};
