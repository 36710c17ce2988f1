import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { createPendingCounter, type PendingCounter } from '@portal/util';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '../testing/motion';
import { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';

/** A counter with one unit of work started and never ended: the overlay stays up. */
function pendingCounter(): PendingCounter {
  const counter = createPendingCounter();
  counter.start();
  return counter;
}

function PageBehind({ children }: { children?: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2}>数据产品</Typography.Title>
      <Typography.Paragraph>请求进行中时，全屏加载遮罩覆盖页面内容。</Typography.Paragraph>
      {children}
    </Flex>
  );
}

const meta = {
  title: 'ui-kit/反馈/LoadingOverlay',
  component: LoadingOverlay,
  argTypes: { counter: { control: false } },
  render: (args) => (
    <PageBehind>
      <LoadingOverlay {...args} />
    </PageBehind>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fullscreen spinner covers the whole page: query the document, not only the story root. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The overlay is absent or hidden. */
function expectNoOverlay(canvasElement: HTMLElement) {
  const label = body(canvasElement).queryByText('加载中');
  if (label) expect(label).not.toBeVisible();
}

export const Idle: Story = {
  name: '空闲（无请求）',
  args: { counter: createPendingCounter() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('数据产品')).toBeVisible();
    // A "nothing appears" check needs time to pass (justified fixed wait, issue 11): this outlasts
    // the overlay's show delay (200 ms), and timers fire in deadline order, so a pending overlay
    // would be showing by now however slow the machine.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectNoOverlay(canvasElement);
  },
};

export const Pending: Story = {
  name: '请求进行中',
  args: { counter: pendingCounter() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(body(canvasElement).getByText('加载中')).toBeVisible());
    // Let the fade-in finish, so axe checks the overlay as users see it.
    await motionSettled(canvasElement.ownerDocument);
  },
};

const demoCounter = createPendingCounter();

function RequestDemo(props: Omit<LoadingOverlayProps, 'counter'>) {
  return (
    <PageBehind>
      <Button
        type="primary"
        onClick={() => {
          const end = demoCounter.start();
          // The demo's pretend request takes 0.8 s (what the story shows, not a test wait).
          setTimeout(end, 800);
        }}
      >
        模拟请求
      </Button>
      <LoadingOverlay {...props} counter={demoCounter} />
    </PageBehind>
  );
}

export const RequestLifecycle: Story = {
  name: '请求开始到结束',
  args: { counter: demoCounter },
  render: ({ delayMs }) => <RequestDemo delayMs={delayMs} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '模拟请求' }));
    await waitFor(() => expect(body(canvasElement).getByText('加载中')).toBeVisible());
    await waitFor(() => expectNoOverlay(canvasElement), { timeout: 3000 });
    await motionSettled(canvasElement.ownerDocument);
  },
};
