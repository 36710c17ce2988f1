import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ForbiddenPage } from './status-pages';

const meta = {
  title: 'ui-kit/状态页/ForbiddenPage',
  component: ForbiddenPage,
  parameters: { router: { initialEntries: ['/403'] } },
  render: () => (
    <Routes>
      <Route path="/home" element={<p>已返回首页</p>} />
      <Route path="*" element={<ForbiddenPage />} />
    </Routes>
  ),
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '403 无权限',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('抱歉，您没有权限访问此页面。')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(await canvas.findByText('已返回首页')).toBeVisible();
  },
};
