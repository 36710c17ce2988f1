import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { reviewHandlers } from '../testing/story-handlers';
import { ReviewQueue } from './review-queue';

const meta = {
  title: 'feature-onboarding/ReviewQueue',
  component: ReviewQueue,
  args: { stage: 'first' },
  parameters: { router: { initialEntries: ['/workspace/domain/firstReview'] }, msw: { handlers: reviewHandlers.queue } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 6 domain/firstReview: the applications waiting for first review. */
export const Queue: Story = {
  name: '待初审队列',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 23 条申请')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '南京智慧交通科技有限公司' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
  },
};

/** Opening an application; 驳回 without an opinion is refused with the contract's message. */
export const RejectNeedsOpinion: Story = {
  name: '驳回需填写意见',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('link', { name: '江苏数据科技有限公司1' }));
    const panel = within(await body.findByRole('region', { name: '审核决定（初审）' }));
    await userEvent.click(panel.getByRole('button', { name: '驳回' }));
    const dialog = within((await body.findByText('驳回申请')).closest<HTMLElement>('[role="dialog"]') ?? canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByText('驳回或退回时请填写审核意见')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('审核意见'), '请补充数据安全保障措施');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.queryByText('驳回申请')).toBeNull());
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** Issue 6: two reviewers at once — the loser sees the server's message. */
export const Conflict: Story = {
  name: '并发冲突',
  parameters: { router: { initialEntries: ['/workspace/domain/firstReview?id=app_0001'] }, msw: { handlers: reviewHandlers.conflict } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = within(await body.findByRole('region', { name: '审核决定（初审）' }));
    await userEvent.click(panel.getByRole('button', { name: '通过' }));
    const dialog = within((await body.findByText('通过申请')).closest<HTMLElement>('[role="dialog"]') ?? canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await body.findByText('该申请已被其他审核人处理')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: reviewHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载入驻申请' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '无申请',
  parameters: { msw: { handlers: reviewHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无需要审核的入驻申请')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: reviewHandlers.error } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('入驻申请加载失败')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};
