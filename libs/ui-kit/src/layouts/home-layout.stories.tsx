import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Col, Row, Typography } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeLayout } from './layouts';

function HomeContent() {
  return (
    <>
      <Typography.Title level={2}>公共数据授权运营</Typography.Title>
      <Typography.Paragraph>汇聚全省公共数据资源，依法依规开展授权运营，服务数字经济发展。</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {[
          ['数据资源', '按领域浏览可申请授权的公共数据资源目录。'],
          ['数据产品', '查看运营机构基于公共数据开发的数据产品与服务。'],
          ['需求征集', '提交数据需求，供运营机构评估和开发。'],
        ].map(([title, text]) => (
          <Col key={title} xs={24} md={8}>
            <Card
              title={
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {title}
                </Typography.Title>
              }
            >
              <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

const meta = {
  title: 'ui-kit/布局/HomeLayout',
  component: HomeLayout,
  parameters: { layout: 'fullscreen' },
  argTypes: { children: { control: false }, headerExtra: { control: false } },
  args: {
    children: <HomeContent />,
    headerExtra: <Button type="primary">登录</Button>,
  },
} satisfies Meta<typeof HomeLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '门户首页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('公共数据授权运营');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // The skip link is the first stop of the keyboard and appears when focused.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await waitFor(() => expect(getComputedStyle(skip).top).toBe('8px'));
  },
};

export const WithoutHeaderExtra: Story = {
  name: '无右侧操作区',
  args: { headerExtra: undefined },
};
