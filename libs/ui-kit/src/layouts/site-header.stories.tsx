import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { FEATURES, PROVINCE } from '@portal/site-config';
import { expect, within } from 'storybook/test';
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
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
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
