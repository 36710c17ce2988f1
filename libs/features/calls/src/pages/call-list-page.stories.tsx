import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { drawerStateStories, framed, pageStateStories } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { callHandlers } from '../testing/story-handlers';
import { CallListPage } from './call-list-page';

const meta = {
  title: 'feature-calls/CallListPage',
  component: CallListPage,
  parameters: { router: { initialEntries: ['/applylist'] }, msw: { handlers: callHandlers.list } },
  decorators: [framed()],
} satisfies Meta<typeof CallListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: callHandlers.listLoading, empty: callHandlers.listEmpty, error: callHandlers.listError },
  texts: { loading: '正在加载需求征集', empty: '暂无符合条件的需求征集', failed: '需求征集加载失败' },
  emptyEntry: '/applylist?status=open',
});
const drawer = drawerStateStories({
  entry: '/applylist?id=call_0001',
  handlers: { loading: callHandlers.detailLoading, error: callHandlers.detailError },
  texts: { loading: '正在加载征集详情', failed: '征集详情加载失败' },
});

/** Issue 5 §2 /applylist with the status facet (spec §5 separators) and countdowns. */
export const WithItems: Story = {
  name: '列表页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 1,032 项征集')).toBeVisible();
    await expect(canvas.getByText('剩余3天')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: '征集状态' })).getByText('(1,024)')).toBeVisible();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };

/** Issue 5 /applylist?id=… on direct load, signed out: the text, and login to respond. */
export const Detail: Story = {
  name: '征集详情',
  parameters: { router: { initialEntries: ['/applylist?id=call_0001'] }, msw: { handlers: callHandlers.detail } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const element = await body.findByRole('dialog', {}, { timeout: 5000 });
    const dialog = within(element);
    await expect(await dialog.findByText('1,280 家单位', {}, { timeout: 5000 })).toBeVisible();
    await expect(element).toHaveAccessibleName('2026年度公共数据应用场景需求征集');
    await expect(dialog.getByRole('link', { name: '需求征集表.xlsx' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '登录后参与' })).toHaveAttribute('href', `/login?preUrl=${encodeURIComponent('/applylist?id=call_0001')}`);
    // The body (its sanitiser loads with the first call opened) is there, without its script and onerror.
    await expect(await dialog.findByText('公共数据应用场景', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.ownerDocument.querySelector('.portal-rich-text script, .portal-rich-text [onerror]')).toBeNull();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const DetailLoading: Story = { name: '征集详情加载中', ...drawer.loading };

export const DetailFailed: Story = { name: '征集详情加载失败', ...drawer.failed };
