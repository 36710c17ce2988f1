import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkButton } from '../navigation/link-button';
import { QueryPage } from './query-page';

type Detail = { id: string; name: string };
const DETAIL: Detail = { id: 'app_0001', name: '交通运输领域入驻申请' };

const meta = {
  title: 'ui-kit/工作台/QueryPage',
  component: QueryPage<Detail>,
  args: {
    title: '申请详情',
    loadingLabel: '正在加载申请详情',
    errorTitle: '申请详情加载失败',
    query: { status: 'success', data: DETAIL, refetch: fn() },
    extra: (detail: Detail) => <LinkButton to={`/workspace/domain/reject-result?id=${detail.id}`}>审批结果</LinkButton>,
    children: (detail: Detail) => <Card size="small">{detail.name}</Card>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QueryPage<Detail>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data is there: the content and the title's actions are drawn from it. */
export const Loaded: Story = {
  name: '已加载',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '申请详情' })).toBeVisible();
    await expect(canvas.getByText('交通运输领域入驻申请')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '审批结果' })).toHaveAttribute('href', '/workspace/domain/reject-result?id=app_0001');
  },
};

export const Pending: Story = {
  name: '加载中',
  args: { query: { status: 'pending', data: undefined, refetch: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载申请详情' })).toBeInTheDocument();
  },
};

/** Failed: 重新加载 reads the query again. */
export const Failed: Story = {
  name: '加载失败',
  args: { query: { status: 'error', data: undefined, refetch: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('申请详情加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};
