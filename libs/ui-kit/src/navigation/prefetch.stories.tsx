import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Typography } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UI_CONSTANTS } from '../constants';
import { PrefetchLink, PrefetchProvider } from './prefetch';

/**
 * Stands in for the shell's prefetcher (route chunks and data): it only records
 * the hrefs, so the Actions panel and the play functions can see them.
 */
const prefetcher = fn().mockName('prefetcher');

/**
 * A "nothing happens" check needs time to pass: this outlasts the hover-intent timer. Timers fire
 * in deadline order and the intent timer was set first, so had a prefetch been scheduled it has
 * run by now, however slow the machine (justified fixed wait, issue 11).
 */
const pastIntentDelay = () => new Promise((resolve) => setTimeout(resolve, UI_CONSTANTS.prefetch.intentDelayMs + 100));

/**
 * Resolves when an IntersectionObserver made now has had its first report on `element`.
 * Observers report in the order they were made, so the link's own observer (made when it
 * mounted) has reported by then: an event to wait on instead of a time.
 */
const observedOnce = (element: Element) =>
  new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      () => {
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${UI_CONSTANTS.prefetch.viewportMarginPx}px` },
    );
    observer.observe(element);
  });

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
    await pastIntentDelay();
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
    await pastIntentDelay();
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
    await pastIntentDelay();
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
    const link = within(canvasElement).getByRole('link', { name: '政策资讯' });
    // The link's observer has reported it out of view: nothing prefetched.
    await observedOnce(link);
    await expect(prefetcher).not.toHaveBeenCalled();
    link.scrollIntoView();
    await waitFor(() => expect(prefetcher).toHaveBeenCalledWith('/policy'));
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
