import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framedRoute, pageStateStories } from '@portal/ui-kit/stories';
import { productHandlers } from '../testing/story-handlers';
import { ProductDetailPage } from './product-detail-page';

const meta = {
  title: 'feature-data-product/ProductDetailPage',
  component: ProductDetailPage,
  parameters: {
    router: { initialEntries: [{ pathname: '/dataProduct/detail/prd_0001', state: { fromList: '?type=dataset' } }] },
    msw: { handlers: productHandlers.detail },
  },
  decorators: [framedRoute('/dataProduct/detail/:id')],
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: productHandlers.detailLoading, error: productHandlers.detailError },
  texts: { loading: '正在加载产品详情', failed: '产品详情加载失败' },
});

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

export const Loading: Story = { name: '加载中', ...states.loading };

export const Failed: Story = { name: '加载失败', ...states.failed };
