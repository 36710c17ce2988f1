import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { PlaceholderPage } from './status-pages';

const meta = {
  title: 'ui-kit/状态页/PlaceholderPage',
  component: PlaceholderPage,
  parameters: { router: { initialEntries: ['/dataProduct'] } },
  args: { title: '数据产品' },
  render: (args) => (
    <Routes>
      <Route path="/home" element={<p>已返回首页</p>} />
      <Route path="*" element={<PlaceholderPage {...args} />} />
    </Routes>
  ),
} satisfies Meta<typeof PlaceholderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '建设中',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.title)).toBeVisible();
    await expect(canvas.getByText('该功能正在建设中，暂未开放，请稍后访问。')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(await canvas.findByText('已返回首页')).toBeVisible();
  },
};
