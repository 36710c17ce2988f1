import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { FEATURES, PROVINCE } from '@portal/site-config';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { motionSettled } from '../testing/motion';
import { SiteHeader } from './site-header';

const meta = {
  title: 'ui-kit/布局/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  argTypes: { extra: { control: false }, menuSite: { control: false } },
  args: {
    title: PROVINCE.nameZh,
    menuSite: { features: [...FEATURES] },
    extra: <Button type="primary">登录</Button>,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMenu: Story = {
  name: '省级站点（菜单与登录）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Issue 19: the site's name is shown, not a heading (each page's one h1 is in its main area).
    await expect(canvas.getByText(args.title)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('link', { name: `${args.title}首页` })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  },
};

export const WithoutMenu: Story = {
  name: '城市站点（无菜单）',
  args: { title: '南京市公共数据授权运营平台', menuSite: undefined, extra: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A phone-wide frame: the header decides its form by its own width (container query). */
const phone = (Story: () => ReactNode) => <div style={{ width: 375 }}>{Story()}</div>;

export const Phone: Story = {
  name: '手机宽度（菜单抽屉）',
  parameters: { router: { initialEntries: ['/dataProduct/detail/42'] } },
  args: {
    drawerSections: [{ label: '返回门户', entries: [{ path: '/workspace', label: '工作台' }] }],
  },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Issue 21 §3: the navigation row gives way to a 菜单 button; the actions stay on the bar.
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /登\s*录/ })).toBeVisible();
    const menu = canvas.getByRole('button', { name: '菜单' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const main = within(within(drawer).getByRole('region', { name: '主导航' }));
    await expect(main.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '首页',
      '数据资源',
      '数据产品',
      '运营动态',
      '政策资讯',
      '需求征集',
      '关于平台',
    ]);
    // The section of the current page is marked as such.
    await expect(main.getByRole('link', { name: '数据产品' })).toHaveAttribute('aria-current', 'page');
    await expect(within(within(drawer).getByRole('region', { name: '返回门户' })).getByRole('link', { name: '工作台' })).toHaveAttribute('href', '/workspace');
    // Escape closes it and gives the focus back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The drawer slides out and its links fade; axe measures the settled page.
    await motionSettled(canvasElement.ownerDocument);
  },
};

/** The open drawer as axe sees it (the current section's link on its tint must keep 4.5:1). */
export const PhoneMenuOpen: Story = {
  name: '手机宽度（菜单已打开）',
  parameters: Phone.parameters,
  args: Phone.args,
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await expect(within(drawer).getByRole('link', { name: '数据产品' })).toHaveAttribute('aria-current', 'page');
    await motionSettled(canvasElement.ownerDocument);
  },
};

export const Desktop: Story = {
  name: '桌面宽度（导航独占一行）',
  decorators: [(Story) => <div style={{ width: 1280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '菜单' })).toBeNull();
  },
};
