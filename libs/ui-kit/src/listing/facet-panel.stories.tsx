import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FacetPanel, type FacetGroup } from './facet-panel';

const GROUPS: FacetGroup[] = [
  {
    key: 'domain',
    label: '数据领域',
    buckets: [
      { value: 'traffic', label: '交通运输', count: 12_345 },
      { value: 'health', label: '医疗健康', count: 876 },
    ],
  },
  {
    key: 'type',
    label: '产品类型',
    buckets: [
      { value: 'api', label: 'API接口', count: 21 },
      { value: 'dataset', label: '数据集', count: 1_024 },
    ],
  },
  {
    key: 'operator',
    label: '运营单位',
    buckets: [{ value: 'jsdata', label: '江苏省数据集团有限公司', count: 33 }],
  },
];

const meta = {
  title: 'ui-kit/列表/FacetPanel',
  component: FacetPanel,
  parameters: { router: false },
  args: { groups: GROUPS, selected: {}, onChange: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FacetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 5 §2 facets; spec §5 counts with thousands separators. */
export const Default: Story = {
  name: '全部',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const domains = canvas.getByRole('group', { name: '数据领域' });
    await expect(within(domains).getByText('(12,345)')).toBeVisible();
    await userEvent.click(within(domains).getByRole('radio', { name: /医疗健康/ }));
    await expect(args.onChange).toHaveBeenCalledWith('domain', 'health');
  },
};

export const Selected: Story = {
  name: '已选条件',
  args: { selected: { domain: 'traffic', type: 'dataset' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: '产品类型' })).getByRole('radio', { name: /数据集/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** A chosen value the counts no longer list (a stale link) stays, so it can be unchosen. */
export const StaleChoice: Story = {
  name: '失效条件',
  args: { selected: { operator: 'gone_corp' } },
  play: async ({ canvasElement }) => {
    const operators = within(within(canvasElement).getByRole('group', { name: '运营单位' }));
    await expect(operators.getByRole('radio', { name: /gone_corp/ })).toBeChecked();
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { groups: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
