import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { failure, ok, pageOf, setupApiMock } from '@portal/api-client/testing';
import { stubViewportWidth } from '@portal/ui-kit/testing';
import { productListData, productSummary } from '../testing/fixtures';
import { LIST, renderAt } from '../testing/render-products';

const test = setupApiMock();
// No sort: the server's default (issue 16: relevance with a keyword, else the newest update).
const DEFAULT_QUERY = { page: '1', pageSize: '10', order: 'desc' };

/** Answers every list request with `total` rows, page by page; the type `application` matches nothing. */
function listHandler(total = 3) {
  return test.get(LIST, (query) => {
    const { items, paging } = pageOf(query, query.get('type') === 'application' ? 0 : total, productSummary);
    return ok(productListData(items, paging));
  });
}

const lastListQuery = () => test.queriesOf(LIST).at(-1);
const sortMenu = () => screen.getByRole('combobox', { name: '排序方式' });
const sortChoices = () =>
  within(sortMenu())
    .getAllByRole('option')
    .map((option) => option.textContent);
const firstProduct = (index = 1) => screen.findByRole('link', { name: `江苏省企业信用评价服务${index}` });

describe('ProductListPage (issue 5, spec §2 /dataProduct)', () => {
  it('issue 5 §2 shows a skeleton, then the products, and facet counts with spec §5 thousands separators', async () => {
    test.server.use(
      test.get(
        LIST,
        async () => (await delay(50), ok(productListData([productSummary(1), productSummary(2, { type: 'report', scenarios: [] })], { total: 1_234 }))),
      ),
    );
    renderAt('/dataProduct');
    expect(screen.getByRole('status', { name: '正在加载数据产品' })).toBeInTheDocument();

    expect(await firstProduct()).toHaveAttribute('href', '/dataProduct/detail/prd_0001');
    expect(screen.queryByRole('status', { name: '正在加载数据产品' })).toBeNull();
    expect(screen.getByText('共 1,234 个数据产品')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: '数据产品列表' })).getAllByRole('listitem');
    expect(within(first!).getByText('API接口')).toBeInTheDocument();
    expect(within(first!).getByText('江苏省数据集团有限公司')).toBeInTheDocument();
    expect(within(first!).getByText('普惠金融')).toBeInTheDocument();
    expect(within(first!).getByText('2026-10-09')).toBeInTheDocument();
    expect(within(second!).getByText('分析报告')).toBeInTheDocument();

    const domains = screen.getByRole('group', { name: '数据领域' });
    expect(within(domains).getByRole('radio', { name: /金融服务\s*\(12,345\)/ })).toBeInTheDocument();
    expect(within(domains).getByRole('radio', { name: '全部' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: '产品类型' })).getByRole('radio', { name: /API接口\s*\(1,200\)/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '运营单位' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(lastListQuery()).toEqual(DEFAULT_QUERY);
  });

  it('issue 5 §2 reads keyword, facets, sort and page from the URL', async () => {
    test.server.use(listHandler(40));
    renderAt('/dataProduct?keyword=信用&domain=finance&type=api&operator=jsdata&sort=name&order=asc&page=2&pageSize=20');
    await firstProduct(21);
    expect(lastListQuery()).toEqual({
      page: '2',
      pageSize: '20',
      keyword: '信用',
      domain: 'finance',
      type: 'api',
      operator: 'jsdata',
      sort: 'name',
      order: 'asc',
    });
    expect(screen.getByLabelText('搜索数据产品')).toHaveValue('信用');
    expect(within(screen.getByRole('group', { name: '产品类型' })).getByRole('radio', { name: /API接口/ })).toBeChecked();
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('issue 5 §2 choosing a facet writes it to the URL, requests it and resets the page to 1', async () => {
    test.server.use(listHandler(40));
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct?page=3');
    await firstProduct(21);
    await user.click(within(screen.getByRole('group', { name: '运营单位' })).getByRole('radio', { name: /南京市大数据集团/ }));
    await waitFor(() => expect(location()).toBe('/dataProduct?operator=njdata'));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, operator: 'njdata' }));
  });

  it('issue 5 §2 choosing a sort writes sort and order to the URL, requests them and resets the page to 1', async () => {
    test.server.use(listHandler(40));
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct?page=3&sort=name&order=asc');
    await firstProduct(21);
    const sort = screen.getByRole('combobox', { name: '排序方式' });
    expect(sort).toHaveValue('name:asc');
    await user.selectOptions(sort, '最新发布');
    await waitFor(() => expect(location()).toBe('/dataProduct?sort=published'));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, sort: 'published' }));
    // The default sort leaves the URL.
    await user.selectOptions(screen.getByRole('combobox', { name: '排序方式' }), '最近更新');
    await waitFor(() => expect(location()).toBe('/dataProduct'));
  });

  it('issue 5 §2 a keyword search goes into the URL and resets the page', async () => {
    test.server.use(listHandler(40));
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct?page=2&type=dataset');
    await firstProduct(11);
    await user.type(screen.getByLabelText('搜索数据产品'), ' 物流 {Enter}');
    await waitFor(() => expect(location()).toBe(`/dataProduct?keyword=${encodeURIComponent('物流')}&type=dataset`));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '物流', type: 'dataset' }));
  });

  it('issue 5 §2 back and forward restore the previous filters', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { router, location } = renderAt('/dataProduct');
    await firstProduct();
    const types = () => screen.getByRole('group', { name: '产品类型' });

    await user.click(within(types()).getByRole('radio', { name: /数据集/ }));
    await waitFor(() => expect(location()).toBe('/dataProduct?type=dataset'));
    await user.click(within(types()).getByRole('radio', { name: /分析报告/ }));
    await waitFor(() => expect(location()).toBe('/dataProduct?type=report'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(types()).getByRole('radio', { name: /数据集/ })).toBeChecked());
    expect(location()).toBe('/dataProduct?type=dataset');
    // Restored from the query cache: the earlier filter is not asked for again.
    expect(test.queriesOf(LIST).filter((query) => query.type === 'dataset')).toHaveLength(1);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(types()).getByRole('radio', { name: '全部' })).toBeChecked());
    await act(() => router.navigate(2));
    await waitFor(() => expect(within(types()).getByRole('radio', { name: /分析报告/ })).toBeChecked());
    expect(location()).toBe('/dataProduct?type=report');
  });

  it('issue 5 §2 pagination requests the page chosen and writes it to the URL', async () => {
    test.server.use(listHandler(35));
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct?domain=finance');
    await firstProduct();
    await user.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 4 页' }));
    await waitFor(() => expect(location()).toBe('/dataProduct?domain=finance&page=4'));
    await firstProduct(31);
    expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, domain: 'finance', page: '4' });
  });

  it('issue 5 §2 shows the empty state, and 清除筛选 clears the filters but keeps the sort', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct?type=application&sort=name&order=asc');
    expect(await screen.findByText('暂无符合条件的数据产品')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: '清除筛选' }).at(-1)!);
    await waitFor(() => expect(location()).toBe('/dataProduct?sort=name&order=asc'));
    expect(await firstProduct()).toBeInTheDocument();
  });

  it('issue 5 §2 a failed list shows an error with a retry that asks again', async () => {
    let calls = 0;
    test.server.use(test.get(LIST, () => (calls++ === 0 ? failure(5000, '服务繁忙') : ok(productListData([productSummary(1)])))));
    const user = userEvent.setup();
    renderAt('/dataProduct');
    expect(await screen.findByText('数据产品加载失败')).toBeInTheDocument();
    expect(test.toast).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await firstProduct()).toBeInTheDocument();
  });
});

describe('ProductListPage sorts a keyword by relevance (issue 16)', () => {
  it('issue 16 offers 相关度 only while there is a keyword; a keyword is by relevance, asked without a sort', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct');
    await firstProduct();
    expect(sortMenu()).toHaveValue('updated:desc');
    expect(sortChoices()).toEqual(['最近更新', '最新发布', '名称']);

    await user.type(screen.getByLabelText('搜索数据产品'), '信用{Enter}');
    await waitFor(() => expect(location()).toBe(`/dataProduct?keyword=${encodeURIComponent('信用')}`));
    await waitFor(() => expect(sortMenu()).toHaveValue('relevance:desc'));
    expect(sortChoices()).toEqual(['相关度', '最近更新', '最新发布', '名称']);
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '信用' }));
    expect(lastListQuery()).not.toHaveProperty('sort');
  });

  it('issue 16 another sort chosen with a keyword goes into the URL and the request; 相关度 again takes it out', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct?keyword=%E4%BF%A1%E7%94%A8');
    await firstProduct();
    expect(sortMenu()).toHaveValue('relevance:desc');

    await user.selectOptions(sortMenu(), '名称');
    await waitFor(() => expect(location()).toBe('/dataProduct?keyword=%E4%BF%A1%E7%94%A8&sort=name&order=asc'));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '信用', sort: 'name', order: 'asc' }));

    await user.selectOptions(sortMenu(), '相关度');
    await waitFor(() => expect(location()).toBe('/dataProduct?keyword=%E4%BF%A1%E7%94%A8'));
    expect(sortMenu()).toHaveValue('relevance:desc');
    expect(test.queriesOf(LIST).every((query) => query.sort !== 'relevance')).toBe(true);
  });

  it('issue 16 clearing the keyword while 相关度 is shown falls back to 最近更新', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dataProduct?keyword=%E4%BF%A1%E7%94%A8&type=api');
    await firstProduct();
    expect(sortMenu()).toHaveValue('relevance:desc');

    await user.clear(screen.getByLabelText('搜索数据产品'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dataProduct?type=api'));
    await waitFor(() => expect(sortMenu()).toHaveValue('updated:desc'));
    expect(sortChoices()).not.toContain('相关度');
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, type: 'api' }));
  });
});

describe('ProductListPage at 375 px (issue 5: responsive)', () => {
  it('issue 5 §2 under 768 px the facets fold above the list and open from the keyboard', async () => {
    stubViewportWidth(375);
    test.server.use(listHandler());
    const user = userEvent.setup();
    renderAt('/dataProduct');
    await firstProduct();
    const toggle = screen.getByRole('button', { name: /筛选条件/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: '产品类型' })).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('group', { name: '产品类型' })).toBeInTheDocument();
  });
});
