import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitForElementToBeRemoved, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { LIST_ITEMS } from '../testing/fixtures';
import { announcementHandlers } from '../testing/story-handlers';
import { AnnouncementList } from './announcement-list';

const meta = {
  title: 'feature-announcements/AnnouncementList',
  component: AnnouncementList,
  parameters: { router: { initialEntries: ['/workspace/annouce/list'] }, msw: { handlers: announcementHandlers.list } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnouncementList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 6 annouce/list: every state with the actions it allows. */
export const Loaded: Story = {
  name: '公告列表',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LIST_ITEMS[0]!.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: `编辑：${LIST_ITEMS[0]!.title}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `下线：${LIST_ITEMS[1]!.title}` })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部（3）' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: '暂无公告',
  parameters: { msw: { handlers: announcementHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无公告')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: announcementHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('公告加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};

/** Two editors at once: the publish loses with 409 / 4090 and says so. */
export const Conflict: Story = {
  name: '并发冲突',
  parameters: { msw: { handlers: announcementHandlers.conflict } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: `发布：${LIST_ITEMS[0]!.title}` }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('操作未生效');
    // The confirmation closes with antd's zoom-out; it is gone once the animation has ended.
    await waitForElementToBeRemoved(() => page.queryByRole('dialog'), { timeout: 3000 });
    await motionSettled(canvasElement.ownerDocument);
  },
};
