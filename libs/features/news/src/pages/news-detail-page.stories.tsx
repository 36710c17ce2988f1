import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framedRoute, pageStateStories } from '@portal/ui-kit/stories';
import { newsHandlers } from '../testing/story-handlers';
import { NewsDetailPage } from './news-detail-page';

const meta = {
  title: 'feature-news/NewsDetailPage',
  component: NewsDetailPage,
  parameters: {
    router: { initialEntries: [{ pathname: '/dynamics/detail/news_0002', state: { fromList: '?category=announcement' } }] },
    msw: { handlers: newsHandlers.detail },
  },
  decorators: [framedRoute('/dynamics/detail/:id')],
} satisfies Meta<typeof NewsDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: newsHandlers.detailLoading, error: newsHandlers.detailError },
  texts: { loading: '正在加载公告详情', failed: '公告详情加载失败' },
});

/** Issue 5 §2 /dynamics/detail/:id; the fixture's body carries an onerror image and a script, which DOMPurify removes. */
export const Default: Story = {
  name: '详情页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '关于开展2026年度公共数据产品征集工作的通知' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '附件2：申报指南.pdf' })).toBeVisible();
    await expect(canvas.getByText('（1.5 MB）')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '江苏省公共数据授权运营平台正式上线' })).toHaveAttribute('href', '/dynamics/detail/news_0001');
    await expect(canvas.getByRole('link', { name: /返回运营动态列表/ })).toHaveAttribute('href', '/dynamics?category=announcement');
    const body = canvasElement.querySelector('.portal-rich-text');
    await expect(body?.querySelector('script')).toBeNull();
    await expect(body?.querySelector('[onerror]')).toBeNull();
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Failed: Story = { name: '加载失败', ...states.failed };
