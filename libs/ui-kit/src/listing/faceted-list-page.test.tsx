import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '@portal/site-config';
import { SiteProviders } from '../theme/site-providers';
import { PlainCard } from '../plain/surfaces';
import { FacetedListPage, type FacetedListSort } from './faceted-list-page';
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
const oneOf = (...values: string[]): FieldParsers[string] => ({
  safeParse: (value) => (typeof value === 'string' && values.includes(value) ? { success: true, data: value } : { success: false }),
});
const PARAMS = createListParams<ListFilters, never>({
  defaults: { keyword: '', page: 1, pageSize: 10, sort: 'date', order: 'desc' },
  fields: { keyword: text, page: int, pageSize: int, sort: oneOf('date', 'title'), order: oneOf('asc', 'desc') },
  facetKeys: [],
  pageSizes: [10, 20],
});
const SORT: FacetedListSort<ListFilters> = {
  label: '排序',
  options: [
    { value: 'date:desc', label: '最新发布' },
    { value: 'title:asc', label: '标题' },
  ],
};

/** A server paging `total` rows as the API does: a page past the end is empty, the total stays. */
function serve(total: number, asked: number[], sorts: string[] = []) {
  return (filters: ListFilters) => ({
    queryKey: ['clamp-demo', total, filters],
    queryFn: async (): Promise<Data> => {
      asked.push(filters.page);
      sorts.push(`${filters.sort}:${filters.order}`);
      const first = (filters.page - 1) * filters.pageSize;
      const count = Math.max(0, Math.min(filters.pageSize, total - first));
      return { total, items: Array.from({ length: count }, (_, index) => ({ id: `r${first + index + 1}`, title: `第${first + index + 1}条` })) };
    },
  });
}

function renderList(total: number, entries: string[], sort?: FacetedListSort<ListFilters>) {
  const asked: number[] = [];
  const sorts: string[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Page = () => (
    <FacetedListPage
      params={PARAMS}
      query={serve(total, asked, sorts)}
      facetGroups={() => []}
      strings={{ title: '数据资源', facets: '筛选条件', searchLabel: '搜索', failed: '加载失败', total: (text) => `共 ${text} 条` }}
      sort={sort}
      renderList={(data, state) => (
        <ListView
          {...state}
          items={data?.items}
          label="列表"
          loadingLabel="正在加载"
          emptyText="暂无数据"
          itemKey={(row) => row.id}
          renderItem={(row) => <PlainCard>{row.title}</PlainCard>}
        />
      )}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/list', Component: Page },
      { path: '*', element: <p>起点</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <SiteProviders site={siteFixture('portal')}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, asked, sorts };
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
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 52 页' })).toHaveAttribute('aria-current', 'page');
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

describe('issue 14 the page owns the sort (one FacetedListPage for every faceted list)', { timeout: 20_000 }, () => {
  it('choosing a sort writes sort and order to the URL, asks for them and starts again at page 1; Back restores the previous sort', async () => {
    const user = userEvent.setup();
    const { router, location, asked, sorts } = renderList(520, ['/list?page=3&pageSize=20'], SORT);
    expect(await screen.findByText('第41条')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: '排序' });
    expect(select).toHaveValue('date:desc');
    await user.selectOptions(select, '标题');
    await waitFor(() => expect(location()).toBe('/list?sort=title&order=asc&pageSize=20'));
    expect(await screen.findByText('第1条')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('title:asc');
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toEqual([3, 1]);
    expect(sorts).toEqual(['date:desc', 'title:asc']);

    // Back to the default: sort and order leave the URL again, the page is 1.
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '最新发布');
    await waitFor(() => expect(location()).toBe('/list?pageSize=20'));
    // Each choice is a history entry.
    await act(() => router.navigate(-1));
    expect(location()).toBe('/list?sort=title&order=asc&pageSize=20');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('title:asc'));
  });

  it('reads the sort from the URL; a list without sort choices has no sort menu', async () => {
    renderList(30, ['/list?sort=title&order=asc'], SORT);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('title:asc'));
    cleanup();
    renderList(30, ['/list']);
    expect(await screen.findByText('第1条')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /排序/ })).toBeNull();
  });
});
