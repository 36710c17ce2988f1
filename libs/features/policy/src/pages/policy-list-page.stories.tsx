import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '@portal/ui-kit/motion';
import { policyHandlers } from '../testing/story-handlers';
import { PolicyListPage } from './policy-list-page';

const meta = {
  title: 'feature-policy/PolicyListPage',
  component: PolicyListPage,
  parameters: { router: { initialEntries: ['/policy'] }, msw: { handlers: policyHandlers.list } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PolicyListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: policyHandlers.listLoading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载政策' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '无结果',
  parameters: { router: { initialEntries: ['/policy?level=national'] }, msw: { handlers: policyHandlers.listEmpty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无符合条件的政策')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: policyHandlers.listError } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('政策加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(canvas.getByText('政策加载失败')).toBeVisible());
  },
};

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
    await expect(dialog.querySelector('.portal-rich-text script, .portal-rich-text [onerror]')).toBeNull();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const DetailLoading: Story = {
  name: '政策详情加载中',
  parameters: { router: { initialEntries: ['/policy?id=pol_0001'] }, msw: { handlers: policyHandlers.detailLoading } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status', { name: '正在加载政策详情' })).toBeInTheDocument();
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const DetailFailed: Story = {
  name: '政策详情加载失败',
  parameters: { router: { initialEntries: ['/policy?id=pol_0001'] }, msw: { handlers: policyHandlers.detailError } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('政策详情加载失败')).toBeVisible();
    await motionSettled(canvasElement.ownerDocument);
  },
};
