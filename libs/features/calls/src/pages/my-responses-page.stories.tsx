import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clearAuthState, writeAuthState } from '@portal/auth';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { CORPORATION, RESPONSE_FILE } from '../testing/fixtures';
import { callHandlers } from '../testing/story-handlers';
import { MyResponsesPage } from './my-responses-page';

const meta = {
  title: 'feature-calls/MyResponsesPage',
  component: MyResponsesPage,
  parameters: { router: { initialEntries: ['/workspace/call/responses'] }, msw: { handlers: callHandlers.myResponses } },
  decorators: [framed()],
  // The page is a corporation's: signed in as one for the story, signed out after it.
  beforeEach: () => {
    writeAuthState(CORPORATION);
    return () => clearAuthState();
  },
} satisfies Meta<typeof MyResponsesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 21 §10c 我的反馈: the call (a link), organiser, status, when it was sent and the file (fetched with the session). */
export const Loaded: Story = {
  name: '我的反馈',
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('region', { name: '我的反馈列表' }));
    await expect(table.getByRole('link', { name: '2026年度公共数据应用场景需求征集' })).toHaveAttribute('href', '/applylist?id=call_0001');
    await expect(table.getByRole('link', { name: RESPONSE_FILE.name })).toHaveAttribute('href', RESPONSE_FILE.url);
    await expect(table.getByText('已截止')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Empty: Story = {
  name: '暂无反馈',
  parameters: { msw: { handlers: callHandlers.myResponsesEmpty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂未参与需求征集')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看需求征集' })).toHaveAttribute('href', '/applylist');
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: callHandlers.myResponsesLoading } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载我的反馈' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: callHandlers.myResponsesError } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('我的反馈加载失败')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};
