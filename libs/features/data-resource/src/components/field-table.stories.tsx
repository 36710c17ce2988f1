import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { framed } from '@portal/ui-kit/stories';
import { RESOURCE_DETAIL } from '../testing/fixtures';
import { FieldTable } from './field-table';

const meta = {
  title: 'feature-data-resource/FieldTable',
  component: FieldTable,
  args: { fields: RESOURCE_DETAIL.fields },
  decorators: [framed({ maxWidth: 880, padding: 16 })],
} satisfies Meta<typeof FieldTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '字段信息',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: '字段名' })).toBeVisible();
    await expect(within(canvasElement).getByText('station_count')).toBeVisible();
  },
};

export const Empty: Story = {
  name: '无字段',
  args: { fields: [] },
};

/** At 375 px the table scrolls sideways instead of squeezing its columns. */
export const Narrow: Story = {
  name: '窄屏 375 px',
  decorators: [framed({ width: 343 })],
};
