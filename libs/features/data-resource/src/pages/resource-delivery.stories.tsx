import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { framed, framedRoute } from '@portal/ui-kit/stories';
import { deliveryHandlers } from '../testing/story-handlers';
import { ResourceDetailPage } from './resource-detail-page';

/** Issue 22: what a resource offers on its detail page — 数据获取, 数据预览 and 接口服务 — by access. */
const meta = {
  title: 'feature-data-resource/ResourceDelivery',
  component: ResourceDetailPage,
  parameters: {
    router: { initialEntries: ['/dataResource/detail/res_0001'] },
    msw: { handlers: deliveryHandlers.open },
  },
  decorators: [framedRoute('/dataResource/detail/:id')],
} satisfies Meta<typeof ResourceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 无条件开放: the files with their links, the preview and the open API without a key. */
export const Open: Story = {
  name: '无条件开放',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '下载 CSV 文件' })).toHaveAttribute('download');
    await expect(await canvas.findByRole('region', { name: '数据预览表' })).toBeVisible();
    await expect(canvas.getByText('无需 app key，可直接调用')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '返回示例（JSON）' })).toHaveAttribute('tabindex', '0');
  },
};

export const OpenNoFiles: Story = {
  name: '无条件开放：文件准备中',
  parameters: { msw: { handlers: deliveryHandlers.openNoFiles } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('数据文件正在准备中，请稍后再来')).toBeVisible();
    await expect(await canvas.findByText('该资源暂无数据记录')).toBeVisible();
  },
};

export const Authorized: Story = {
  name: '有条件开放',
  parameters: { msw: { handlers: deliveryHandlers.authorized } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该资源为有条件开放数据，不提供文件下载')).toBeVisible();
    await expect(canvas.getByText('需要 app key：审核通过后获得，调用时放在请求头 X-App-Key 中')).toBeVisible();
    // Issue 22: the way to apply, a plain link to the workspace (signing in first when needed).
    await expect(canvas.getByRole('link', { name: '申请使用' })).toHaveAttribute('href', '/workspace/data-use/apply?resourceId=res_0001');
    await expect(canvas.queryByRole('heading', { name: '数据预览' })).toBeNull();
  },
};

export const Closed: Story = {
  name: '不予开放',
  parameters: { msw: { handlers: deliveryHandlers.closed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该资源不予开放')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '接口服务' })).toBeNull();
  },
};

export const DeliveryFailed: Story = {
  name: '数据获取加载失败',
  parameters: { msw: { handlers: deliveryHandlers.deliveryFailed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('数据获取方式加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const PreviewLoading: Story = {
  name: '数据预览：加载中',
  parameters: { msw: { handlers: deliveryHandlers.previewLoading } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载数据预览' })).toBeInTheDocument();
  },
};

export const PreviewFailed: Story = {
  name: '数据预览：加载失败',
  parameters: { msw: { handlers: deliveryHandlers.previewFailed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('数据预览加载失败')).toBeVisible();
    await expect(canvas.getByText('该资源不提供数据预览')).toBeVisible();
    // The page stays: the files are still offered.
    await expect(canvas.getByRole('link', { name: '下载 CSV 文件' })).toBeVisible();
  },
};

export const PreviewRetry: Story = {
  name: '数据预览：重试后成功',
  parameters: { msw: { handlers: deliveryHandlers.previewRetry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('数据预览加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: '数据预览表' })).toBeVisible());
  },
};

/** At 375 px the tables and the example scroll sideways inside focusable regions; nothing else overflows. */
export const Narrow: Story = {
  name: '窄屏 375 px',
  decorators: [framed({ width: 375 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = await canvas.findByRole('region', { name: '数据预览表' });
    await expect(preview.scrollWidth).toBeGreaterThan(preview.clientWidth);
    const files = canvas.getByRole('region', { name: '数据文件列表' });
    await expect(files.scrollWidth).toBeGreaterThan(files.clientWidth);
    const frame = canvasElement.querySelector<HTMLElement>('div[style*="width: 375px"]');
    const right = frame?.getBoundingClientRect().right ?? 0;
    const outside = [...(frame?.querySelectorAll<HTMLElement>('*') ?? [])].filter(
      (element) => element.getBoundingClientRect().right > right + 1 && !element.closest('[role=region]'),
    );
    await expect(outside).toEqual([]);
  },
};
