import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { resourceQueries } from '../api/resource-queries';
import { RESOURCE_PARAMS } from '../hooks/resource-filters';
import { listData, resourceSummary } from '../testing/fixtures';
import { SeededQueryClient } from '../testing/seeded-query-client';
import { ResourceListPage } from './resource-list-page';

const items = Array.from({ length: 10 }, (_, index) => resourceSummary(index + 1));

const meta = {
  title: 'feature-data-resource/ResourceListPage',
  component: ResourceListPage,
  parameters: { router: { initialEntries: ['/dataResource'] } },
  decorators: [
    (Story) => (
      <SeededQueryClient seed={[[resourceQueries.list(RESOURCE_PARAMS.defaults).queryKey, listData(items, { total: 523 })]]}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </SeededQueryClient>
    ),
  ],
} satisfies Meta<typeof ResourceListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  name: '列表页',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 523 条数据资源')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '数据领域' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
  },
};
