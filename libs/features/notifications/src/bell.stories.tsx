import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { NotificationBell } from './bell';
import { notificationHandlers } from './testing/story-handlers';

const meta = {
  title: 'feature-notifications/NotificationBell',
  component: NotificationBell,
  parameters: { router: { initialEntries: ['/workspace/home'] }, msw: { handlers: notificationHandlers.bell(3) } },
  decorators: [framed({ padding: 24, display: 'flex', justifyContent: 'flex-end' })],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22: the workspace header's bell with 3 unread. */
export const Unread: Story = {
  name: '3 条未读',
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', { name: '消息通知，3 条未读' });
    await expect(bell).toHaveAttribute('href', '/workspace/notifications');
    await expect(within(bell).getByText('3')).toBeVisible();
  },
};

export const None: Story = {
  name: '无未读',
  parameters: { msw: { handlers: notificationHandlers.bell(0) } },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', { name: '消息通知' });
    await expect(bell.querySelector('.portal-notification-badge')).toBeNull();
  },
};

export const Many: Story = {
  name: '99+',
  parameters: { msw: { handlers: notificationHandlers.bell(150) } },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', { name: '消息通知，99+ 条未读' });
    await expect(within(bell).getByText('99+')).toBeVisible();
  },
};
