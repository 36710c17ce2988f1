import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageOf } from '@portal/api-client/testing';
import { stubViewportWidth } from '@portal/ui-kit/testing';
import { listData, resourceSummary } from '../testing/fixtures';
import { ok, renderAt, setupResourceTest } from '../testing/render-resources';

const test = setupResourceTest();
const LIST = '/web/data-resource/list';
// No sort: the server's default (issue 16: relevance with a keyword, else the newest update).
const DEFAULT_QUERY = { page: '1', pageSize: '10', order: 'desc' };

/** Answers every list request with `total` rows, page by page; a domain of `empty` matches nothing. */
function listHandler(total = 3) {
  return test.get(LIST, (query) => {
    const { items, paging } = pageOf(query, query.get('domain') === 'health' ? 0 : total, resourceSummary);
    return ok(listData(items, paging));
  });
}

const lastListQuery = () => test.queriesOf(LIST).at(-1);
const sortMenu = () => screen.getByRole('combobox', { name: '排序方式' });
const sortChoices = () =>
  within(sortMenu())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ResourceListPage (issue 5, spec §2 /dataResource)', () => {
  it('issue 5 §2 shows a loading skeleton, then the resources and the facet counts with thousands separators', async () => {
    test.server.use(test.get(LIST, async () => (await delay(50), ok(listData([resourceSummary(1), resourceSummary(2)], { total: 2 })))));
    renderAt('/dataResource');
    expect(screen.getByRole('status', { name: '正在加载数据资源' })).toBeInTheDocument();

    const link = await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    expect(link).toHaveAttribute('href', '/dataResource/detail/res_0001');
    expect(screen.queryByRole('status', { name: '正在加载数据资源' })).toBeNull();
    expect(screen.getByText('共 2 条数据资源')).toBeInTheDocument();
    const first = within(screen.getByRole('list', { name: '数据资源列表' })).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('JS-JT-000001')).toBeInTheDocument();
    expect(within(first).getByText('1,234,567 条')).toBeInTheDocument();
    expect(within(first).getByText('无条件开放')).toBeInTheDocument();
    expect(within(first).getByText('2026-10-09')).toBeInTheDocument();

    const domains = screen.getByRole('group', { name: '数据领域' });
    expect(within(domains).getByRole('radio', { name: /交通运输\s*\(12,345\)/ })).toBeInTheDocument();
    expect(within(domains).getByRole('radio', { name: '全部' })).toBeChecked();
    for (const facet of ['提供部门', '开放类型', '数据格式', '更新频率']) expect(screen.getByRole('group', { name: facet })).toBeInTheDocument();
    expect(screen.getByLabelText('搜索数据资源')).toBeInTheDocument();
    expect(lastListQuery()).toEqual(DEFAULT_QUERY);
  });

  it('issue 5 §2 reads filters, sort and page from the URL', async () => {
    test.server.use(listHandler(40));
    renderAt('/dataResource?keyword=公交&domain=traffic&openType=unconditional&sort=records&order=asc&page=2');
    await screen.findByRole('link', { name: '南京市公共交通线路信息11' });
    expect(lastListQuery()).toEqual({
      page: '2',
      pageSize: '10',
      keyword: '公交',
      domain: 'traffic',
      openType: 'unconditional',
      sort: 'records',
      order: 'asc',
    });
    expect(within(screen.getByRole('group', { name: '数据领域' })).getByRole('radio', { name: /交通运输/ })).toBeChecked();
    expect(screen.getByLabelText('搜索数据资源')).toHaveValue('公交');
    expect(screen.getByText('数据量从少到多')).toBeInTheDocument();
  });

  it('issue 5 §2 ignores URL values the contract refuses instead of failing the page', async () => {
    test.server.use(listHandler());
    renderAt('/dataResource?domain=DROP%20TABLE&page=-1&sort=evil&format=EXE');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    expect(lastListQuery()).toEqual(DEFAULT_QUERY);
  });

  it('issue 5 §2 choosing a facet writes it to the URL, requests it and resets the page to 1', async () => {
    test.server.use(listHandler(40));
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?page=3');
    await screen.findByRole('link', { name: '南京市公共交通线路信息21' });
    await user.click(within(screen.getByRole('group', { name: '提供部门' })).getByRole('radio', { name: /江苏省交通运输厅/ }));
    await waitFor(() => expect(location()).toBe('/dataResource?department=jtt'));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, department: 'jtt' }));
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
  });

  it('issue 5 §2 choosing a sort writes sort and order to the URL, requests them and resets the page to 1', async () => {
    test.server.use(listHandler(40));
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?page=3&format=CSV');
    await screen.findByRole('link', { name: '南京市公共交通线路信息21' });
    const sort = screen.getByRole('combobox', { name: '排序方式' });
    expect(sort).toHaveValue('updated:desc');
    await user.selectOptions(sort, '数据量从少到多');
    await waitFor(() => expect(location()).toBe('/dataResource?format=CSV&sort=records&order=asc'));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, format: 'CSV', sort: 'records', order: 'asc' }));
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
  });

  it('issue 5 §2 a keyword search goes into the URL and resets the page', async () => {
    test.server.use(listHandler(40));
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?page=2&format=CSV');
    await screen.findByRole('link', { name: '南京市公共交通线路信息11' });
    await user.type(screen.getByLabelText('搜索数据资源'), ' 交通 {Enter}');
    await waitFor(() => expect(location()).toBe(`/dataResource?keyword=${encodeURIComponent('交通')}&format=CSV`));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '交通', format: 'CSV' }));
  });

  it('issue 5 §2 back and forward restore the previous filters', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { router, location } = renderAt('/dataResource');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    const frequency = () => screen.getByRole('group', { name: '更新频率' });

    await user.click(within(frequency()).getByRole('radio', { name: /每日/ }));
    await waitFor(() => expect(location()).toBe('/dataResource?frequency=daily'));
    await user.click(within(frequency()).getByRole('radio', { name: /每月/ }));
    await waitFor(() => expect(location()).toBe('/dataResource?frequency=monthly'));

    await act(() => router.navigate(-1));
    expect(location()).toBe('/dataResource?frequency=daily');
    await waitFor(() => expect(within(frequency()).getByRole('radio', { name: /每日/ })).toBeChecked());
    // Restored from the query cache: the earlier filter is not asked for again.
    expect(test.queriesOf(LIST).filter((query) => query.frequency === 'daily')).toHaveLength(1);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(frequency()).getByRole('radio', { name: '全部' })).toBeChecked());
    expect(location()).toBe('/dataResource');

    await act(() => router.navigate(2));
    await waitFor(() => expect(within(frequency()).getByRole('radio', { name: /每月/ })).toBeChecked());
    expect(location()).toBe('/dataResource?frequency=monthly');
  });

  it('issue 5 §2 shows the empty state, and 清除筛选 clears the filters but keeps the sort', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?domain=health&sort=name&order=asc');
    expect(await screen.findByText('暂无符合条件的数据资源')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    const clear = screen.getAllByRole('button', { name: '清除筛选' });
    await user.click(clear.at(-1)!);
    await waitFor(() => expect(location()).toBe('/dataResource?sort=name&order=asc'));
    expect(await screen.findByRole('link', { name: '南京市公共交通线路信息1' })).toBeInTheDocument();
  });

  it('issue 5 §2 pagination requests the page chosen and writes it to the URL', async () => {
    test.server.use(listHandler(35));
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?openType=conditional');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    const pages = screen.getByRole('navigation', { name: '分页' });
    await user.click(within(pages).getByRole('link', { name: '第 4 页' }));
    await waitFor(() => expect(location()).toBe('/dataResource?openType=conditional&page=4'));
    await screen.findByRole('link', { name: '南京市公共交通线路信息31' });
    expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, openType: 'conditional', page: '4' });
  });
});

describe('ResourceListPage sorts a keyword by relevance (issue 16)', () => {
  it('issue 16 offers 相关度 only while there is a keyword, and shows it once one is searched', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    expect(sortMenu()).toHaveValue('updated:desc');
    expect(sortChoices()).toEqual(['最近更新', '最新发布', '数据量从多到少', '数据量从少到多', '名称']);

    await user.type(screen.getByLabelText('搜索数据资源'), '交通{Enter}');
    await waitFor(() => expect(location()).toBe(`/dataResource?keyword=${encodeURIComponent('交通')}`));
    await waitFor(() => expect(sortMenu()).toHaveValue('relevance:desc'));
    expect(sortChoices()).toEqual(['相关度', '最近更新', '最新发布', '数据量从多到少', '数据量从少到多', '名称']);
    // The server orders a keyword by relevance itself: no sort is sent for it.
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '交通' }));
  });

  it('issue 16 a link with a keyword and no sort shows 相关度 and asks without a sort', async () => {
    test.server.use(listHandler());
    renderAt('/dataResource?keyword=%E4%BA%A4%E9%80%9A');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    expect(sortMenu()).toHaveValue('relevance:desc');
    expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '交通' });
    expect(lastListQuery()).not.toHaveProperty('sort');
  });

  it('issue 16 another sort chosen with a keyword goes into the URL and the request; 相关度 again takes it out', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?keyword=%E4%BA%A4%E9%80%9A');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });

    await user.selectOptions(sortMenu(), '最近更新');
    await waitFor(() => expect(location()).toBe('/dataResource?keyword=%E4%BA%A4%E9%80%9A&sort=updated'));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '交通', sort: 'updated' }));
    expect(sortMenu()).toHaveValue('updated:desc');

    await user.selectOptions(sortMenu(), '相关度');
    await waitFor(() => expect(location()).toBe('/dataResource?keyword=%E4%BA%A4%E9%80%9A'));
    expect(sortMenu()).toHaveValue('relevance:desc');
    // From the cache or asked again, the relevance view never names its sort.
    expect(test.queriesOf(LIST).every((query) => query.sort !== 'relevance')).toBe(true);
  });

  it('issue 16 clearing the keyword while 相关度 is shown falls back to 最近更新 (a sort=relevance link too)', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?keyword=%E4%BA%A4%E9%80%9A&sort=relevance');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    expect(sortMenu()).toHaveValue('relevance:desc');
    expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '交通' });

    await user.clear(screen.getByLabelText('搜索数据资源'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dataResource'));
    await waitFor(() => expect(sortMenu()).toHaveValue('updated:desc'));
    expect(sortChoices()).not.toContain('相关度');
    await waitFor(() => expect(lastListQuery()).toEqual(DEFAULT_QUERY));
  });

  it('issue 16 a sort the visitor chose stays when the keyword goes', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataResource?keyword=%E4%BA%A4%E9%80%9A&sort=records&order=asc');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    expect(sortMenu()).toHaveValue('records:asc');
    await user.clear(screen.getByLabelText('搜索数据资源'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dataResource?sort=records&order=asc'));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, sort: 'records', order: 'asc' }));
  });
});

describe('ResourceListPage at 375 px (issue 5: responsive)', () => {
  it('issue 5 §2 under 768 px the facets fold above the list and open from the keyboard', async () => {
    stubViewportWidth(375);
    test.server.use(listHandler());
    const user = userEvent.setup();
    renderAt('/dataResource');
    await screen.findByRole('link', { name: '南京市公共交通线路信息1' });
    const toggle = screen.getByRole('button', { name: /筛选条件/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: '数据领域' })).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('group', { name: '数据领域' })).toBeInTheDocument();
  });
});
