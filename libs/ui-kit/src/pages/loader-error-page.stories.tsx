import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoaderErrorPage } from './status-pages';

const meta = {
  title: 'ui-kit/状态页/LoaderErrorPage',
  component: LoaderErrorPage,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoaderErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '页面加载失败',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('页面加载失败')).toBeVisible();
    await expect(args.onRetry).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
