import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Descriptions, Typography } from 'antd';
import { expect, within } from 'storybook/test';
import { WorkspaceLayout } from './workspace-layout';

function ProfileContent() {
  return (
    <>
      <Typography.Title level={2}>我的申请</Typography.Title>
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'count', label: '进行中的申请', children: '2 项' },
          { key: 'latest', label: '最近提交', children: '公共数据资源授权申请' },
          { key: 'status', label: '当前状态', children: '审核中' },
        ]}
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/布局/WorkspaceLayout',
  component: WorkspaceLayout,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/workspace/applications'] } },
  argTypes: { children: { control: false }, headerExtra: { control: false } },
  args: {
    nav: [
      { path: '/workspace/profile', label: '个人信息' },
      { path: '/workspace/applications', label: '我的申请' },
      { path: '/workspace/messages', label: '消息通知' },
    ],
    children: <ProfileContent />,
    headerExtra: <Button>退出登录</Button>,
  },
} satisfies Meta<typeof WorkspaceLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '工作台',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '工作台导航' });
    await expect(within(nav).getByRole('link', { name: '我的申请' })).toHaveAttribute('href', '/workspace/applications');
    await expect(canvas.getByRole('main')).toHaveTextContent('我的申请');
  },
};

export const WithoutNav: Story = {
  name: '无侧边导航',
  args: { nav: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: '工作台导航' })).toBeNull();
  },
};
