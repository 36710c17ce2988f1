import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, pageStateStories } from '@portal/ui-kit/stories';
import { wallHandlers } from '../testing/story-handlers';
import { HomePage } from './home-page';

const meta = {
  title: 'feature-home/HomePage',
  component: HomePage,
  parameters: { msw: { handlers: wallHandlers.wall } },
  decorators: [framed()],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: wallHandlers.loading, error: wallHandlers.error },
  texts: { loading: '正在加载首页内容', failed: '首页内容加载失败' },
});

/** Issue 5 /home: the content wall of spec §7; spec §5 thousands separators. */
export const Default: Story = {
  name: '首页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stats = await canvas.findByRole('region', { name: '平台数据统计' });
    await expect(within(stats).getByText('9,876,543,210')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '江苏省企业信用评价服务' })).toHaveAttribute('href', '/dataProduct/detail/prd_0001');
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = {
  name: '空内容',
  parameters: { msw: { handlers: wallHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('首页内容正在配置中，敬请期待')).toBeVisible();
  },
};

export const Failed: Story = { name: '加载失败', ...states.failed };
