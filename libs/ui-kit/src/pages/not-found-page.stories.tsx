import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundPage } from './status-pages';

const meta = {
  title: 'ui-kit/状态页/NotFoundPage',
  component: NotFoundPage,
  parameters: { router: { initialEntries: ['/no-such-page'] } },
  render: () => (
    <Routes>
      <Route path="/home" element={<p>已返回首页</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  ),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '404 页面不存在',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('抱歉，您访问的页面不存在或已被删除。')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(await canvas.findByText('已返回首页')).toBeVisible();
  },
};
