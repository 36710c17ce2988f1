import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { wallHandlers } from '../testing/story-handlers';
import { HomePage } from './home-page';

const meta = {
  title: 'feature-home/HomePage',
  component: HomePage,
  parameters: { msw: { handlers: wallHandlers.wall } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: wallHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载首页内容' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '空内容',
  parameters: { msw: { handlers: wallHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('首页内容正在配置中，敬请期待')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: wallHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('首页内容加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重新加载/ })).toBeVisible();
  },
};
