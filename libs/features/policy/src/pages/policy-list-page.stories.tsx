import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { drawerStateStories, framed, pageStateStories } from '@portal/ui-kit/stories';
import { motionSettled } from '@portal/ui-kit/motion';
import { policyHandlers } from '../testing/story-handlers';
import { PolicyListPage } from './policy-list-page';

const meta = {
  title: 'feature-policy/PolicyListPage',
  component: PolicyListPage,
  parameters: { router: { initialEntries: ['/policy'] }, msw: { handlers: policyHandlers.list } },
  decorators: [framed()],
} satisfies Meta<typeof PolicyListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: policyHandlers.listLoading, empty: policyHandlers.listEmpty, error: policyHandlers.listError },
  texts: { loading: '正在加载政策', empty: '暂无符合条件的政策', failed: '政策加载失败' },
  emptyEntry: '/policy?level=national',
});
const drawer = drawerStateStories({
  entry: '/policy?id=pol_0001',
  handlers: { loading: policyHandlers.detailLoading, error: policyHandlers.detailError },
  texts: { loading: '正在加载政策详情', failed: '政策详情加载失败' },
});

/** Issue 5 §2 /policy with level and year facets (spec §5 separators) and pages. */
export const WithItems: Story = {
  name: '列表页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 64 条政策')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '江苏省公共数据授权运营管理办法1' })).toHaveAttribute('href', '/policy?id=pol_0001');
    await expect(within(canvas.getByRole('group', { name: '政策层级' })).getByText('(1,048)')).toBeVisible();
  },
};

export const Loading: Story = { name: '加载中', ...states.loading };

export const Empty: Story = { name: '无结果', ...states.empty };

export const Failed: Story = { name: '加载失败', ...states.failed };

/** Issue 5 /policy?id=…: the full text over the list on direct load; the body's script and onerror are removed. */
export const Detail: Story = {
  name: '政策详情',
  parameters: { router: { initialEntries: ['/policy?id=pol_0001'] }, msw: { handlers: policyHandlers.detail } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, { timeout: 5000 });
    await expect(await within(dialog).findByText('苏政办发〔2025〕12号', {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog).toHaveAccessibleName('江苏省公共数据授权运营管理办法（试行）');
    await expect(within(dialog).getByText('（2.1 MB）')).toBeVisible();
    // The body (its sanitiser loads with the first policy opened) is there, without its script and onerror.
    await expect(await within(dialog).findByText('促进公共数据有序开发利用', {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog.querySelector('.portal-rich-text script, .portal-rich-text [onerror]')).toBeNull();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const DetailLoading: Story = { name: '政策详情加载中', ...drawer.loading };

export const DetailFailed: Story = { name: '政策详情加载失败', ...drawer.failed };
