import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { resourceQueries } from '../api/resource-queries';
import { RESOURCE_PARAMS } from '../hooks/resource-filters';
import { listData, resourceSummary } from '../testing/fixtures';
import { SeededQueryClient } from '../testing/seeded-query-client';
import { ResourceListPage } from './resource-list-page';

const items = Array.from({ length: 10 }, (_, index) => resourceSummary(index + 1));
const KEYWORD = '交通';
const seed: [readonly unknown[], unknown][] = [
  [resourceQueries.list(RESOURCE_PARAMS.defaults).queryKey, listData(items, { total: 523 })],
  [resourceQueries.list(RESOURCE_PARAMS.fromParams(new URLSearchParams({ keyword: KEYWORD }))).queryKey, listData(items.slice(0, 6), { total: 6 })],
];

const meta = {
  title: 'feature-data-resource/ResourceListPage',
  component: ResourceListPage,
  parameters: { router: { initialEntries: ['/dataResource'] } },
  decorators: [
    (Story) => (
      <SeededQueryClient seed={seed}>
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

/** Issue 16: a keyword lists by relevance (相关度, offered only with a keyword) unless another sort is chosen. */
export const KeywordByRelevance: Story = {
  name: '关键词按相关度排序',
  parameters: { router: { initialEntries: [`/dataResource?keyword=${encodeURIComponent(KEYWORD)}`] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 6 条数据资源')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '排序方式' })).toHaveValue('relevance:desc');
  },
};
