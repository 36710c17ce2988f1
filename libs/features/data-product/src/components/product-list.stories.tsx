import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productSummary } from '../testing/fixtures';
import { ProductList } from './product-list';

const meta = {
  title: 'feature-data-product/ProductList',
  component: ProductList,
  parameters: { router: { initialEntries: ['/dataProduct'] } },
  args: {
    loading: false,
    fromList: '?type=api',
    items: [
      productSummary(1),
      productSummary(2, { name: '长三角物流时效分析报告', type: 'report', domain: { id: 'traffic', name: '交通运输' }, operator: { id: 'njdata', name: '南京市大数据集团有限公司' } }),
      productSummary(3, { name: '苏服办企业开办助手', type: 'application', scenarios: [] }),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '长三角物流时效分析报告' })).toHaveAttribute('href', '/dataProduct/detail/prd_0002');
    await expect(canvas.getByText('数据应用')).toBeVisible();
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { items: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载数据产品' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '无结果',
  args: { items: [], onClear: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无符合条件的数据产品')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: '加载失败',
  args: { items: undefined, error: { title: '数据产品加载失败', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /重新加载/ })).toBeVisible();
  },
};
