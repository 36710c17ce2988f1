import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { queueHandlers } from '../testing/story-handlers';
import { DataUseFirstReviewPage } from './review-page';

const meta = {
  title: 'feature-data-use/ReviewQueue',
  component: DataUseFirstReviewPage,
  parameters: { router: { initialEntries: ['/workspace/data-use/firstReview'] }, msw: { handlers: queueHandlers.queue } },
  decorators: [framed()],
} satisfies Meta<typeof DataUseFirstReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22 data-use/firstReview: the applications waiting for first review; 审核 opens the detail. */
export const Queue: Story = {
  name: '待初审队列',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 23 条')).toBeVisible();
    const table = within(canvas.getByRole('table', { name: '数据使用初审队列' }));
    await expect(table.getByRole('link', { name: '审核 南京智慧交通科技有限公司 的申请' })).toHaveAttribute('href', '/workspace/data-use/detail?id=dua_0002');
    await expect(canvas.getByRole('list', { name: '分页' })).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Empty: Story = {
  name: '无申请',
  parameters: { msw: { handlers: queueHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无需要审核的数据使用申请')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: queueHandlers.error } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('数据使用申请加载失败')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};
