import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '@portal/site-config';
import { SiteProviders } from '../theme/site-providers';
import { PlainCard } from '../plain/surfaces';
import { FacetedListPage } from './faceted-list-page';
import { createListParams, type FieldParsers, type ListFilters } from './list-params';
import { ListView } from './list-states';

interface Row {
  id: string;
  title: string;
}
interface Data {
  items: Row[];
  total: number;
}

const int: FieldParsers[string] = {
  safeParse: (value) => (typeof value === 'string' && /^\d+$/.test(value) ? { success: true, data: Number(value) } : { success: false }),
};
const text: FieldParsers[string] = { safeParse: (value) => ({ success: typeof value === 'string', data: value }) };
const PARAMS = createListParams<ListFilters, never>({
  defaults: { keyword: '', page: 1, pageSize: 10, sort: 'date', order: 'desc' },
  fields: { keyword: text, page: int, pageSize: int },
  facetKeys: [],
  pageSizes: [10, 20],
});

/** A server paging `total` rows as the API does: a page past the end is empty, the total stays. */
function serve(total: number, asked: number[]) {
  return (filters: ListFilters) => ({
    queryKey: ['clamp-demo', total, filters],
    queryFn: async (): Promise<Data> => {
      asked.push(filters.page);
      const first = (filters.page - 1) * filters.pageSize;
      const count = Math.max(0, Math.min(filters.pageSize, total - first));
      return { total, items: Array.from({ length: count }, (_, index) => ({ id: `r${first + index + 1}`, title: `第${first + index + 1}条` })) };
    },
  });
}

function renderList(total: number, entries: string[]) {
  const asked: number[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Page = () => (
    <FacetedListPage
      params={PARAMS}
      query={serve(total, asked)}
      facetGroups={() => []}
      strings={{ title: '数据资源', facets: '筛选条件', searchLabel: '搜索', failed: '加载失败', total: (text) => `共 ${text} 条` }}
      renderList={(data, state) => (
        <ListView {...state} items={data?.items} label="列表" loadingLabel="正在加载" emptyText="暂无数据" itemKey={(row) => row.id} renderItem={(row) => <PlainCard>{row.title}</PlainCard>} />
      )}
    />
  );
  const router = createMemoryRouter([{ path: '/list', Component: Page }, { path: '*', element: <p>起点</p> }], { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <SiteProviders site={siteFixture('portal')}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, asked };
}

describe('issue 21 §12 a page past the last one (the shared listing)', { timeout: 20_000 }, () => {
  it('/list?page=999 of 520 rows moves to page 52 in place: its rows, not an empty page of "共 520 条"; Back skips the empty page', async () => {
    const { router, location, asked } = renderList(520, ['/start', '/list?page=999']);
    await waitFor(() => expect(location()).toBe('/list?page=52'));
    expect(await screen.findByText('第520条')).toBeInTheDocument();
    const list = screen.getByLabelText('列表');
    expect(within(list).getAllByText(/^第\d+条$/)).toHaveLength(10);
    expect(within(list).getByText('第511条')).toBeInTheDocument();
    expect(screen.getByText('共 520 条')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 52 页' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toEqual([999, 52]);
    // Replaced, not pushed: Back leaves the list.
    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/start'));
  });

  it('an empty list asked for page 3 goes to page 1 (the page leaves the URL) and says there is nothing', async () => {
    const { location } = renderList(0, ['/list?page=3&pageSize=20']);
    await waitFor(() => expect(location()).toBe('/list?pageSize=20'));
    expect(await screen.findByText('共 0 条')).toBeInTheDocument();
  });

  it('a page within the list stays as asked', async () => {
    const { location, asked } = renderList(520, ['/list?page=52']);
    expect(await screen.findByText('第520条')).toBeInTheDocument();
    expect(location()).toBe('/list?page=52');
    expect(asked).toEqual([52]);
  });
});
