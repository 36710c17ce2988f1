import type { Meta, StoryObj } from '@storybook/react-vite';
import { FEATURES } from '@portal/site-config';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PrefetchProvider } from '../navigation/prefetch';
import { NavMenu } from './nav-menu';

const prefetcher = fn().mockName('prefetcher');

const meta = {
  title: 'ui-kit/布局/NavMenu',
  component: NavMenu,
  parameters: { router: { initialEntries: ['/dataProduct/42'] } },
  argTypes: { site: { control: false } },
  args: { site: { features: [...FEATURES] } },
  decorators: [
    (Story) => (
      <PrefetchProvider value={prefetcher}>
        <Story />
      </PrefetchProvider>
    ),
  ],
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllFeatures: Story = {
  name: '全部菜单（当前：数据产品）',
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: '主导航' }));
    const current = nav.getByRole('link', { name: '数据产品' });
    await expect(current).toHaveAttribute('href', '/dataProduct');
    await expect(current.closest('li')).toHaveClass('ant-menu-item-selected');
    // Menu links prefetch on intent.
    await userEvent.hover(nav.getByRole('link', { name: '首页' }));
    await waitFor(() => expect(prefetcher).toHaveBeenCalledWith('/home'));
  },
};

export const SomeFeatures: Story = {
  name: '部分菜单',
  args: { site: { features: ['home', 'dataProduct', 'policy', 'login'] } },
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('navigation', { name: '主导航' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['首页', '数据产品', '政策资讯']);
  },
};

export const NoFeatures: Story = {
  name: '无菜单功能（不渲染）',
  args: { site: { features: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Narrow: Story = {
  name: '窄屏（菜单折叠）',
  decorators: [
    (Story) => (
      <div style={{ width: 320, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主导航' });
    // Items that do not fit move into antd's "…" submenu; the copies left behind
    // are aria-hidden and must be out of the tab order too.
    await waitFor(() => expect(nav.querySelector('.ant-menu-overflow-item-rest')).toBeVisible());
    const hiddenLinks = [...nav.querySelectorAll('[aria-hidden="true"] a')];
    await expect(hiddenLinks.length).toBeGreaterThan(0);
    for (const link of hiddenLinks) await expect(getComputedStyle(link).visibility).toBe('hidden');
  },
};
