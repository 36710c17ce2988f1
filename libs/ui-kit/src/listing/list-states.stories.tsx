import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlainCard } from '../plain/surfaces';
import { PlainText } from '../plain/typography';
import { ListView, MetaItem } from './list-states';

interface Row {
  id: string;
  name: string;
  count: string;
}

const ROWS: Row[] = [
  { id: 'a', name: '江苏省企业信用评价产品', count: '1,024' },
  { id: 'b', name: '长三角物流时效分析报告', count: '98,765' },
];

const meta = {
  title: 'ui-kit/列表/ListView',
  component: ListView<Row>,
  parameters: { router: false },
  args: {
    items: ROWS,
    loading: false,
    label: '示例列表',
    loadingLabel: '正在加载',
    emptyText: '暂无符合条件的记录',
    itemKey: (row: Row) => row.id,
    renderItem: (row: Row) => (
      <PlainCard>
        <PlainText strong>{row.name}</PlainText>
        <div>
          <MetaItem label="数量">{row.count}</MetaItem>
        </div>
      </PlainCard>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListView<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: '示例列表' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('98,765')).toBeVisible();
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { items: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '无结果',
  args: { items: [], onClear: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无符合条件的记录')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: '加载失败',
  args: { items: undefined, error: { title: '列表加载失败', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('列表加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重新加载/ }));
    await expect(args.error?.onRetry).toHaveBeenCalled();
  },
};
