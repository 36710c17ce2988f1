import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlainParagraph } from '../plain/typography';
import { motionSettled } from '../testing/motion';
import { DetailDrawer } from './detail-drawer';

const meta = {
  title: 'ui-kit/列表/DetailDrawer',
  component: DetailDrawer,
  parameters: { router: false },
  args: {
    open: true,
    onClose: fn(),
    onRetry: fn(),
    title: '江苏省公共数据授权运营管理办法（试行）',
    status: 'success',
    loadingLabel: '正在加载政策详情',
    errorTitle: '政策详情加载失败',
    children: <PlainParagraph>为规范公共数据授权运营活动，促进公共数据有序开发利用，制定本办法。</PlainParagraph>,
  },
} satisfies Meta<typeof DetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 5 /policy?id=…: the full text in a modal drawer that Esc closes. */
export const Open: Story = {
  name: '详情',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '江苏省公共数据授权运营管理办法（试行）' });
    // The body's antd popup scope loads on first use (a lazy chunk): wait for the text, not the first frame.
    await expect(await within(dialog).findByText(/促进公共数据有序开发利用/)).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { status: 'pending', title: undefined },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status', { name: '正在加载政策详情' })).toBeInTheDocument();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Failed: Story = {
  name: '加载失败',
  args: { status: 'error', title: undefined },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('政策详情加载失败')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
    await userEvent.click(body.getByRole('button', { name: /重新加载/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
