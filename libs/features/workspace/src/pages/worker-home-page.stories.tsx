import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, pageStateStories } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { homeHandlers } from '../testing/story-handlers';
import { expectNoSidewaysScroll, narrowFrame } from '../testing/story-frames';
import { WorkerHomePage } from './worker-home-page';

const meta = {
  title: 'feature-workspace/WorkerHomePage',
  component: WorkerHomePage,
  parameters: { router: { initialEntries: ['/workspace/workerhome'] }, msw: { handlers: homeHandlers.worker } },
  decorators: [framed()],
} satisfies Meta<typeof WorkerHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: homeHandlers.workerLoading, error: homeHandlers.workerError },
  texts: { loading: '正在加载企业工作台', failed: '企业工作台加载失败' },
});

/** Spec §2 workerhome: applications by status, the latest ones, open domains and announcements. */
export const Loaded: Story = {
  name: '企业工作台',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = within(await canvas.findByRole('list', { name: '申请状态统计' }));
    await expect(counts.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: '交通运输' })).toHaveAttribute('href', '/workspace/domain/detail?id=app_0001');
    await expect(canvas.getByRole('link', { name: '申请入驻' })).toHaveAttribute('href', '/workspace/domain/apply');
    await expect(canvas.getByRole('link', { name: '数据领域入驻审核规则说明' })).toHaveAttribute('href', '/dynamics/detail/news_0102');
  },
};

export const Empty: Story = {
  name: '暂无申请',
  parameters: { msw: { handlers: homeHandlers.workerEmpty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无入驻申请')).toBeVisible();
    await expect(canvas.getByText('当前没有开放申请的数据领域')).toBeVisible();
    await expect(canvas.getByText('暂无公告')).toBeVisible();
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

/** 375 px: the counts and sections wrap, nothing scrolls sideways. */
export const Narrow: Story = {
  name: '窄屏 375 px',
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: '申请状态统计' });
    await expectNoSidewaysScroll(canvasElement);
  },
};
