import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageHandlers } from '../testing/story-handlers';
import { StaticPage } from './static-page';

const meta = {
  title: 'feature-pages/StaticPage',
  component: StaticPage,
  parameters: { msw: { handlers: pageHandlers.page } },
  args: { slug: 'about' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2 /about; the fixture's script and onerror image are removed by DOMPurify. */
export const About: Story = {
  name: '关于平台',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '关于江苏省公共数据授权运营平台' })).toBeVisible();
    await expect(canvas.getByText('更新日期：2026-10-01')).toBeVisible();
    await expect(canvasElement.querySelector('.portal-rich-text script, .portal-rich-text [onerror]')).toBeNull();
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  },
};

/** Spec §2 /richTextCenter. */
export const Privacy: Story = {
  name: '隐私政策声明',
  args: { slug: 'privacy' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: '一、我们如何收集和使用您的信息' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '加载中',
  parameters: { msw: { handlers: pageHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载关于平台' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '加载失败',
  parameters: { msw: { handlers: pageHandlers.error } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('关于平台加载失败')).toBeVisible();
  },
};
