import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { productHandlers } from '../testing/story-handlers';
import { ProductDetailPage } from './product-detail-page';

const meta = {
  title: 'feature-data-product/ProductDetailPage',
  component: ProductDetailPage,
  parameters: {
    router: { initialEntries: [{ pathname: '/dataProduct/detail/prd_0001', state: { fromList: '?type=dataset' } }] },
    msw: { handlers: productHandlers.detail },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Routes>
          <Route path="/dataProduct/detail/:id" element={<Story />} />
        </Routes>
      </div>
    ),
  ],
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 5 §2 /dataProduct/detail/:id. */
export const Default: Story = {
  name: '详情页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '江苏省企业信用评价服务' })).toBeVisible();
    await expect(canvas.getByText('供应链金融')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /返回数据产品列表/ })).toHaveAttribute('href', '/dataProduct?type=dataset');
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: productHandlers.detailLoading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载产品详情' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: productHandlers.detailError } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('产品详情加载失败')).toBeVisible();
  },
};
