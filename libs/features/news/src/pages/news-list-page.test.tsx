import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok, pageOf, setupApiMock } from '@portal/api-client/testing';
import { newsListData, newsSummary } from '../testing/fixtures';
import { LIST, renderAt } from '../testing/render-news';

const test = setupApiMock();
const DEFAULT_QUERY = { page: '1', pageSize: '10' };
const lastListQuery = () => test.queriesOf(LIST).at(-1);

/** Answers every list request with `total` rows, page by page; the industry category matches nothing. */
function listHandler(total = 3) {
  return test.get(LIST, (query) => {
    const { items, paging } = pageOf(query, query.get('category') === 'industry' ? 0 : total, newsSummary);
    return ok(newsListData(items, paging));
  });
}

// Whole pages with antd under user-event take seconds on a shared machine; 5 s is too tight.
describe('NewsListPage (issue 5, spec §2 /dynamics)', { timeout: 15_000 }, () => {
  it('issue 5 §2 shows a skeleton, then the news with category and year facet counts', async () => {
    test.server.use(test.get(LIST, async () => (await delay(30), ok(newsListData([newsSummary(1), newsSummary(2)], { total: 2 })))));
    renderAt('/dynamics');
    expect(screen.getByRole('status', { name: '正在加载运营动态' })).toBeInTheDocument();

    const link = await screen.findByRole('link', { name: '江苏省公共数据授权运营平台上线新一批数据产品1' });
    expect(link).toHaveAttribute('href', '/dynamics/detail/news_0001');
    expect(screen.getByText('共 2 条动态')).toBeInTheDocument();
    const second = within(screen.getByRole('list', { name: '运营动态列表' })).getAllByRole('listitem')[1]!;
    expect(within(second).getByText('通知公告')).toBeInTheDocument();
    expect(within(second).getByText('江苏省数据局')).toBeInTheDocument();
    expect(within(second).getByText('2026-10-09')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '栏目' })).getByRole('radio', { name: /平台动态\s*\(1,234\)/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '发布年份' })).getByRole('radio', { name: /2025年\s*\(40\)/ })).toBeInTheDocument();
    expect(lastListQuery()).toEqual(DEFAULT_QUERY);
  });

  it('issue 5 §2 reads category, year, keyword and page from the URL on direct load', async () => {
    test.server.use(listHandler(40));
    renderAt('/dynamics?keyword=数据&category=announcement&year=2025&page=2');
    await screen.findByRole('link', { name: '江苏省公共数据授权运营平台上线新一批数据产品11' });
    expect(lastListQuery()).toEqual({ page: '2', pageSize: '10', keyword: '数据', category: 'announcement', year: '2025' });
    expect(within(screen.getByRole('group', { name: '栏目' })).getByRole('radio', { name: /通知公告/ })).toBeChecked();
    expect(within(screen.getByRole('group', { name: '发布年份' })).getByRole('radio', { name: /2025年/ })).toBeChecked();
    expect(screen.getByLabelText('搜索运营动态')).toHaveValue('数据');
  });

  it('issue 5 §2 ignores URL values the contract refuses', async () => {
    test.server.use(listHandler());
    renderAt('/dynamics?category=gossip&year=99&page=-3');
    await screen.findByRole('link', { name: '江苏省公共数据授权运营平台上线新一批数据产品1' });
    expect(lastListQuery()).toEqual(DEFAULT_QUERY);
  });

  it('issue 5 §2 choosing a year and a keyword writes them to the URL and resets the page', async () => {
    test.server.use(listHandler(40));
    const user = userEvent.setup();
    const { location } = renderAt('/dynamics?page=3');
    await screen.findByRole('link', { name: '江苏省公共数据授权运营平台上线新一批数据产品21' });
    await user.click(within(screen.getByRole('group', { name: '发布年份' })).getByRole('radio', { name: /2026年/ }));
    await waitFor(() => expect(location()).toBe('/dynamics?year=2026'));
    await user.type(screen.getByLabelText('搜索运营动态'), '征集{Enter}');
    await waitFor(() => expect(location()).toBe(`/dynamics?keyword=${encodeURIComponent('征集')}&year=2026`));
    await waitFor(() => expect(lastListQuery()).toEqual({ ...DEFAULT_QUERY, keyword: '征集', year: '2026' }));
  });

  it('issue 5 §2 back and forward restore the previous category', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { router, location } = renderAt('/dynamics');
    await screen.findByRole('link', { name: '江苏省公共数据授权运营平台上线新一批数据产品1' });
    const categories = () => screen.getByRole('group', { name: '栏目' });
    await user.click(within(categories()).getByRole('radio', { name: /平台动态/ }));
    await waitFor(() => expect(location()).toBe('/dynamics?category=platform'));
    await user.click(within(categories()).getByRole('radio', { name: /通知公告/ }));
    await waitFor(() => expect(location()).toBe('/dynamics?category=announcement'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(categories()).getByRole('radio', { name: /平台动态/ })).toBeChecked());
    expect(location()).toBe('/dynamics?category=platform');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(categories()).getByRole('radio', { name: '全部' })).toBeChecked());
    await act(() => router.navigate(2));
    await waitFor(() => expect(within(categories()).getByRole('radio', { name: /通知公告/ })).toBeChecked());
  });

  it('issue 5 §2 pagination requests the chosen page and writes it to the URL', async () => {
    test.server.use(listHandler(35));
    const user = userEvent.setup();
    const { location } = renderAt('/dynamics?category=platform');
    await screen.findByRole('link', { name: '江苏省公共数据授权运营平台上线新一批数据产品1' });
    await user.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 4 页' }));
    await waitFor(() => expect(location()).toBe('/dynamics?category=platform&page=4'));
    await screen.findByRole('link', { name: '江苏省公共数据授权运营平台上线新一批数据产品31' });
  });

  it('issue 5 §2 shows the empty state with a way to clear the filters', async () => {
    test.server.use(listHandler());
    const user = userEvent.setup();
    const { location } = renderAt('/dynamics?category=industry');
    expect(await screen.findByText('暂无符合条件的运营动态')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '清除筛选' }).at(-1)!);
    await waitFor(() => expect(location()).toBe('/dynamics'));
  });
});
