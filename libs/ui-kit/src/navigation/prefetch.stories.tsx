import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Typography } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PrefetchLink, PrefetchProvider } from './prefetch';

/**
 * Stands in for the shell's prefetcher (route chunks and data): it only records
 * the hrefs, so the Actions panel and the play functions can see them.
 */
const prefetcher = fn().mockName('prefetcher');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'ui-kit/导航/PrefetchLink',
  component: PrefetchLink,
  args: { to: '/dataProduct', children: '数据产品' },
  argTypes: {
    prefetch: { control: 'inline-radio', options: ['none', 'intent', 'viewport'] },
  },
  decorators: [
    (Story) => (
      <PrefetchProvider value={prefetcher}>
        <Story />
      </PrefetchProvider>
    ),
  ],
} satisfies Meta<typeof PrefetchLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {
  name: '不预取（默认）',
  args: { prefetch: 'none' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: '数据产品' }));
    await wait(150);
    await expect(prefetcher).not.toHaveBeenCalled();
  },
};

export const Intent: Story = {
  name: '悬停或聚焦时预取',
  args: { prefetch: 'intent' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '数据产品' });
    await expect(prefetcher).not.toHaveBeenCalled();
    await userEvent.hover(link);
    await waitFor(() => expect(prefetcher).toHaveBeenCalledWith('/dataProduct'));
    // Once per target: resting on it again does not prefetch twice.
    await userEvent.unhover(link);
    await userEvent.hover(link);
    await wait(150);
    await expect(prefetcher).toHaveBeenCalledOnce();
  },
};

export const IntentCancelled: Story = {
  name: '悬停不足 50 毫秒不预取',
  args: { prefetch: 'intent' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '数据产品' });
    await userEvent.hover(link);
    await userEvent.unhover(link);
    await wait(150);
    await expect(prefetcher).not.toHaveBeenCalled();
  },
};

export const Viewport: Story = {
  name: '进入视口时预取',
  args: { prefetch: 'viewport' },
  play: async () => {
    await waitFor(() => expect(prefetcher).toHaveBeenCalledWith('/dataProduct'));
  },
};

export const ViewportBelowTheFold: Story = {
  name: '滚动到视口附近才预取',
  args: { prefetch: 'viewport', to: '/policy', children: '政策资讯' },
  render: (args) => (
    <Flex vertical>
      <Typography.Paragraph>向下滚动，链接进入视口 100 像素范围内时才预取。</Typography.Paragraph>
      <div style={{ height: '250vh' }} />
      <PrefetchLink {...args} />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    await wait(200);
    await expect(prefetcher).not.toHaveBeenCalled();
    within(canvasElement).getByRole('link', { name: '政策资讯' }).scrollIntoView();
    await waitFor(() => expect(prefetcher).toHaveBeenCalledWith('/policy'));
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
