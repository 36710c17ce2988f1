import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, pageStateStories } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { homeHandlers } from '../testing/story-handlers';
import { expectNoSidewaysScroll, narrowFrame } from '../testing/story-frames';
import { WorkspaceHomePage } from './workspace-home-page';

const meta = {
  title: 'feature-workspace/WorkspaceHomePage',
  component: WorkspaceHomePage,
  parameters: { router: { initialEntries: ['/workspace/home'] }, msw: { handlers: homeHandlers.reviewer } },
  decorators: [framed()],
} satisfies Meta<typeof WorkspaceHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: homeHandlers.staffLoading, error: homeHandlers.staffError },
  texts: { loading: '正在加载工作台', failed: '工作台加载失败' },
});

/** Spec §2 Home as a domain reviewer: their domains, 待初审 and their last decisions. */
export const Reviewer: Story = {
  name: '审核员首页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /待初审/ })).toHaveAttribute('href', '/workspace/domain/firstReview');
    await expect(within(canvas.getByRole('region', { name: '负责领域' })).getByText('医疗健康')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '江苏数据科技有限公司1' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_0001');
  },
};

/** Spec §2 Home as the platform admin: final reviews, drafts, entry configuration and 发布公告. */
export const Admin: Story = {
  name: '管理员首页',
  parameters: { msw: { handlers: homeHandlers.admin } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /待终审/ })).toHaveTextContent('1,280');
    await expect(canvas.getByRole('link', { name: /入驻配置/ })).toHaveTextContent('开放申请 5 / 暂停申请 3');
    await expect(canvas.getByRole('link', { name: /公告草稿/ })).toHaveAttribute('href', '/workspace/annouce/list');
    await expect(canvas.getByRole('link', { name: '发布公告' })).toHaveAttribute('href', '/workspace/annouce/add');
  },
};

export const Empty: Story = {
  name: '无记录',
  parameters: { msw: { handlers: homeHandlers.staffEmpty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无审核记录')).toBeVisible();
    await expect(canvas.getByText('暂未分配审核领域，请联系平台管理员。')).toBeVisible();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Failed: Story = {
  name: '加载失败',
  ...states.failed,
  play: async (context) => {
    await states.failed.play(context);
    await motionSettled(context.canvasElement.ownerDocument);
  },
};

/** 375 px: the cards wrap and the decisions table scrolls inside its region, never the page. */
export const Narrow: Story = {
  name: '窄屏 375 px',
  parameters: { msw: { handlers: homeHandlers.admin } },
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: '审核记录表' });
    await expectNoSidewaysScroll(canvasElement);
  },
};
