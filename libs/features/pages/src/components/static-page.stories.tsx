import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed, pageStateStories } from '@portal/ui-kit/stories';
import { pageHandlers } from '../testing/story-handlers';
import { StaticPage } from './static-page';

const meta = {
  title: 'feature-pages/StaticPage',
  component: StaticPage,
  parameters: { msw: { handlers: pageHandlers.page } },
  args: { slug: 'about' },
  decorators: [framed()],
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStateStories({
  handlers: { loading: pageHandlers.loading, error: pageHandlers.error },
  texts: { loading: '正在加载关于平台', failed: '关于平台加载失败' },
});

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

export const Loading: Story = { name: '加载中', ...states.loading };

export const Failed: Story = { name: '加载失败', ...states.failed };
