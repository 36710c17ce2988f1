import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearAuthState, writeAuthState } from '@portal/auth';
import { motionSettled } from '@portal/ui-kit/motion';
import { framed } from '@portal/ui-kit/stories';
import { CORPORATION } from '../testing/fixtures';
import { notificationHandlers, notificationServer } from '../testing/story-handlers';
import { NotificationsPage } from './notifications-page';

const meta = {
  title: 'feature-notifications/NotificationsPage',
  component: NotificationsPage,
  parameters: { router: { initialEntries: ['/workspace/notifications'] }, msw: { handlers: notificationHandlers.page } },
  decorators: [framed()],
  beforeEach: () => {
    notificationServer.reset();
    writeAuthState(CORPORATION);
    return () => clearAuthState();
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22 消息通知: newest first, unread ones bold with a dot; 全部标为已读 marks them all. */
export const Loaded: Story = {
  name: '消息通知',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: '通知' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByRole('link', { name: '数据使用申请已通过' })).toHaveAttribute('href', '/workspace/data-use/detail?id=dua_0001');
    await expect(list.getAllByText('未读')).toHaveLength(2);
    await expect(await canvas.findByRole('switch', { name: '短信通知' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(notificationServer.sent).toEqual([{ all: true }]));
    await waitFor(() => expect(list.queryAllByText('未读')).toHaveLength(0));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('已全部标为已读')).toBeVisible());
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** 未读 from the URL: only the unread notices. */
export const UnreadOnly: Story = {
  name: '仅未读',
  parameters: { router: { initialEntries: ['/workspace/notifications?unread=1'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: '通知' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: '未读' })).toBeChecked();
  },
};

export const Empty: Story = {
  name: '暂无通知',
  parameters: { msw: { handlers: notificationHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无通知')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: notificationHandlers.loading } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: '正在加载消息通知' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: '正在加载通知设置' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: notificationHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('消息通知加载失败')).toBeVisible();
    await expect(await canvas.findByText('通知设置加载失败')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(2);
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Turning SMS off fails: the switch moves back. */
export const SaveFails: Story = {
  name: '短信设置保存失败',
  parameters: { msw: { handlers: notificationHandlers.saveFails } },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('switch', { name: '短信通知' });
    await expect(toggle).toHaveAccessibleDescription(/138\*{4}0001/);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggle).toBeChecked());
    await motionSettled(canvasElement.ownerDocument);
  },
};
