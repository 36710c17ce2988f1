import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, listStateStories } from '@portal/ui-kit/stories';
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
      productSummary(2, {
        name: '长三角物流时效分析报告',
        type: 'report',
        domain: { id: 'traffic', name: '交通运输' },
        operator: { id: 'njdata', name: '南京市大数据集团有限公司' },
      }),
      productSummary(3, { name: '苏服办企业开办助手', type: 'application', scenarios: [] }),
    ],
  },
  decorators: [framed({ maxWidth: 880, padding: 16 })],
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ loading: '正在加载数据产品', empty: '暂无符合条件的数据产品', failed: '数据产品加载失败' });

export const WithItems: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '长三角物流时效分析报告' })).toHaveAttribute('href', '/dataProduct/detail/prd_0002');
    await expect(canvas.getByText('数据应用')).toBeVisible();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };
