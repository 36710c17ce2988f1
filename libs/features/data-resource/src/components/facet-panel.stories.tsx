import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FACETS } from '../testing/fixtures';
import { FacetPanel } from './facet-panel';

const meta = {
  title: 'feature-data-resource/FacetPanel',
  component: FacetPanel,
  args: { facets: FACETS, selected: {}, onChange: fn(), onClear: fn() },
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
  args: { selected: { domain: 'traffic', openType: 'conditional' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: '开放类型' })).getByRole('radio', { name: /有条件开放/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { facets: undefined },
};
