import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { CORPORATION, RESPONSE_FILE, STAFF } from '../testing/fixtures';
import { callHandlers } from '../testing/story-handlers';
import { CallResponsePanel } from './call-response-panel';

const LOGIN = `/login?preUrl=${encodeURIComponent('/applylist?id=call_0001')}`;

const meta = {
  title: 'feature-calls/CallResponsePanel',
  component: CallResponsePanel,
  parameters: { router: { initialEntries: ['/applylist?id=call_0001'] } },
  args: { call: { id: 'call_0001', status: 'open' }, auth: null, loginHref: LOGIN },
  decorators: [framed({ maxWidth: 640, padding: 16 })],
} satisfies Meta<typeof CallResponsePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 5: a visitor is offered login, returning to this call (spec §2 preUrl). */
export const Anonymous: Story = {
  name: '未登录',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '登录后参与' })).toHaveAttribute('href', LOGIN);
  },
};

export const Staff: Story = {
  name: '工作人员',
  args: { auth: STAFF },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/仅法人用户可以参与需求征集响应/)).toBeVisible();
  },
};

export const Closed: Story = {
  name: '已截止',
  args: { call: { id: 'call_0001', status: 'closed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('本次征集已截止，不再接受响应。')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A corporation without a response yet fills in and sends the form. */
export const CorporationNew: Story = {
  name: '法人用户提交',
  args: { auth: CORPORATION },
  parameters: { msw: { handlers: callHandlers.noResponse } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('联系人'), '李明');
    await userEvent.type(canvas.getByLabelText('联系电话'), '13912345678');
    await userEvent.type(canvas.getByLabelText('响应内容'), '我单位可提供城市交通出行分析模型。');
    await userEvent.click(canvas.getByRole('button', { name: '提交响应' }));
    await expect(await canvas.findByText('我的响应')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '更新响应' })).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const CorporationExisting: Story = {
  name: '法人用户已响应',
  args: { auth: CORPORATION },
  parameters: { msw: { handlers: callHandlers.existingResponse } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('我的响应')).toBeVisible();
    await expect(canvas.getByText('13912345678')).toBeVisible();
  },
};

/** Issue 21 §10c: the earlier response's file as a download (fetched with the session), and the way to 我的反馈. */
export const CorporationExistingWithFile: Story = {
  name: '法人用户已响应（含附件）',
  args: { auth: CORPORATION },
  parameters: { msw: { handlers: callHandlers.existingResponseWithFile } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: RESPONSE_FILE.name })).toHaveAttribute('href', RESPONSE_FILE.url);
    await expect(canvas.getByRole('link', { name: '查看我的全部反馈' })).toHaveAttribute('href', '/workspace/call/responses');
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const CorporationClosed: Story = {
  name: '法人用户已截止',
  args: { auth: CORPORATION, call: { id: 'call_0001', status: 'closed' } },
  parameters: { msw: { handlers: callHandlers.existingResponse } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('我的响应')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '更新响应' })).toBeNull();
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { auth: CORPORATION },
  parameters: { msw: { handlers: callHandlers.responseLoading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载我的响应' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '加载失败',
  args: { auth: CORPORATION },
  parameters: { msw: { handlers: callHandlers.responseError } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('我的响应加载失败')).toBeVisible();
  },
};
