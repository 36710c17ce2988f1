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

export const NoOverflow: Story = {
  name: '桌面宽度（全部栏目可见，无「···」）',
  decorators: [
    (Story) => (
      <div style={{ width: 992 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主导航' });
    // Issue 21 §4: every section is a visible link on the row; antd's overflow submenu never appears.
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['首页', '数据资源', '数据产品', '运营动态', '政策资讯', '需求征集', '关于平台']);
    for (const link of links) await expect(link).toBeVisible();
    await expect(nav.querySelector('.ant-menu-overflow-item-rest')).toBeNull();
  },
};
