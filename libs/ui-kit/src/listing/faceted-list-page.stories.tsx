import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlainCard } from '../plain/surfaces';
import { FacetedListPage } from './faceted-list-page';
import { createListParams, type FieldParsers, type ListFilters } from './list-params';
import { ListView } from './list-states';

interface Filters extends ListFilters {
  level?: string;
}
interface Row {
  id: string;
  title: string;
}
interface Data {
  items: Row[];
  total: number;
  levels: { value: string; label: string; count: number }[];
}

const text: FieldParsers[string] = { safeParse: (value) => ({ success: typeof value === 'string', data: value }) };
const PARAMS = createListParams<Filters, 'level'>({
  defaults: { keyword: '', page: 1, pageSize: 10, sort: 'date', order: 'desc' },
  fields: { keyword: text, level: text },
  facetKeys: ['level'],
  pageSizes: [10, 20],
});

const DATA: Data = {
  items: [
    { id: 'a', title: '江苏省公共数据授权运营管理办法（试行）' },
    { id: 'b', title: '南京市公共数据管理办法' },
  ],
  total: 2,
  levels: [
    { value: 'provincial', label: '省级', count: 1_048 },
    { value: 'municipal', label: '市级', count: 33 },
  ],
};

type Answer = 'data' | 'empty' | 'never' | 'fail';
const answer = (kind: Answer) => async (): Promise<Data> => {
  if (kind === 'never') return new Promise<never>(() => undefined);
  if (kind === 'fail') throw new Error('服务繁忙');
  return kind === 'empty' ? { items: [], total: 0, levels: [] } : DATA;
};

function Demo({ kind }: { kind: Answer }) {
  return (
    <FacetedListPage
      params={PARAMS}
      query={(filters) => ({ queryKey: ['faceted-list-demo', kind, filters], queryFn: answer(kind), retry: false })}
      facetGroups={(data) => data && [{ key: 'level', label: '政策层级', buckets: data.levels }]}
      strings={{ title: '政策资讯', facets: '筛选条件', searchLabel: '搜索政策', failed: '政策加载失败', total: (total) => `共 ${total} 条政策` }}
      renderList={(data, state) => (
        <ListView
          {...state}
          items={data?.items}
          label="政策列表"
          loadingLabel="正在加载政策"
          emptyText="暂无符合条件的政策"
          itemKey={(row) => row.id}
          renderItem={(row) => <PlainCard>{row.title}</PlainCard>}
        />
      )}
    />
  );
}

const meta = {
  title: 'ui-kit/列表/FacetedListPage',
  component: Demo,
  parameters: { router: { initialEntries: ['/policy'] } },
  args: { kind: 'data' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 5: facets with counts, keyword, count line, rows; choosing a facet keeps the rows on screen. */
export const WithItems: Story = {
  name: '有数据',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 2 条政策')).toBeVisible();
    const levels = canvas.getByRole('group', { name: '政策层级' });
    await expect(within(levels).getByText('(1,048)')).toBeVisible();
    await userEvent.click(within(levels).getByRole('radio', { name: /市级/ }));
    await waitFor(() => expect(within(levels).getByRole('radio', { name: /市级/ })).toBeChecked());
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { kind: 'never' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载政策' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: '无结果',
  args: { kind: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无符合条件的政策')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '加载失败',
  args: { kind: 'fail' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('政策加载失败')).toBeVisible();
  },
};
