import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@portal/api-client';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { SearchBox } from '../components/search-box';
import { searchData, searchHit } from '../testing/fixtures';
import { SearchPage } from './search-page';

const api = setupApiMock();
const requests = () => api.queriesOf('/web/search');
const answer = (reply: (query: URLSearchParams) => Response | Promise<Response>) => api.server.use(api.get('/web/search', reply));

function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes([{ path: '/search', Component: SearchPage }], path, queryClient);
}

describe('SearchPage (spec §2 /search, issue 5)', () => {
  it('asks for a query when there is none, without calling the server', async () => {
    renderAt('/search');
    expect(await screen.findByText('请输入关键词开始搜索')).toBeVisible();
    expect(requests()).toEqual([]);
  });

  it('shows highlighted hits, a tab per type with counts, and links to each detail', async () => {
    answer((query) =>
      ok(
        searchData(query.get('q') ?? '', [searchHit('resource', 1), searchHit('policy', 2), searchHit('news', 3)], {
          resource: 1234,
          product: 5,
          news: 3,
          policy: 2,
        }),
      ),
    );
    renderAt('/search?q=%E4%BA%A4%E9%80%9A');
    expect(await screen.findByText('“交通”共找到 1,244 条结果')).toBeVisible();
    expect(requests()[0]).toEqual({ q: '交通', page: '1', pageSize: '10' });
    // Nothing to say about this query: the notices' region is there, and empty.
    expect(screen.getByRole('status', { name: '搜索提示' })).toBeEmptyDOMElement();
    const tabs = screen.getByRole('tablist');
    for (const name of ['全部（1,244）', '数据资源（1,234）', '数据产品（5）', '运营动态（3）', '政策资讯（2）']) {
      expect(within(tabs).getByRole('tab', { name })).toBeVisible();
    }
    const list = screen.getByRole('region', { name: '搜索结果' });
    const marks = list.querySelectorAll('mark');
    expect(marks.length).toBe(6);
    for (const mark of marks) expect(mark).toHaveTextContent('交通');
    // happy-dom lays out <mark> as a block, so accessible names get spaces between parts.
    const link = (name: string) => screen.getByRole('link', { name: (accessible) => accessible.replace(/\s+/g, '') === name });
    expect(link('南京市交通出行数据1')).toHaveAttribute('href', '/dataResource/detail/resource_1');
    expect(link('南京市交通出行数据2')).toHaveAttribute('href', '/policy?id=policy_2');
    expect(link('南京市交通出行数据3')).toHaveAttribute('href', '/dynamics/detail/news_3');
  });

  it('issue 21 §9: the tabs carry their Chinese names while the first answer loads, and the counts once it is there', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer(async (query) => {
      await gate;
      return ok(searchData(query.get('q') ?? '', [searchHit('news', 1)], { news: 1, policy: 4 }));
    });
    renderAt('/search?q=%E4%BA%A4%E9%80%9A');
    const tabs = await screen.findByRole('tablist');
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['全部', '数据资源', '数据产品', '运营动态', '政策资讯']);
    expect(tabs).not.toHaveTextContent(/resource|product|news|policy/);
    release();
    expect(await within(tabs).findByRole('tab', { name: '政策资讯（4）' })).toBeVisible();
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['全部（5）', '数据资源（0）', '数据产品（0）', '运营动态（1）', '政策资讯（4）']);
  });

  it('keeps the tab and page in the URL; back restores them', async () => {
    answer((query) =>
      ok(
        searchData(
          query.get('q') ?? '',
          Array.from({ length: 10 }, (_, index) => searchHit('resource', index)),
          { resource: 35, product: 5 },
        ),
      ),
    );
    const { router, location } = renderAt('/search?q=%E4%BA%A4%E9%80%9A');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '数据资源（35）' }));
    await waitFor(() => expect(location()).toBe('/search?q=%E4%BA%A4%E9%80%9A&type=resource'));
    await user.click(within(await screen.findByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 2 页' }));
    await waitFor(() => expect(location()).toBe('/search?q=%E4%BA%A4%E9%80%9A&type=resource&page=2'));
    await waitFor(() => expect(requests().at(-1)).toEqual({ q: '交通', type: 'resource', page: '2', pageSize: '10' }));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('tab', { name: '数据资源（35）' })).toHaveAttribute('aria-selected', 'true'));
    expect(location()).toBe('/search?q=%E4%BA%A4%E9%80%9A&type=resource');
  });

  it('searches again from the box, keeping the tab', async () => {
    answer((query) => ok(searchData(query.get('q') ?? '', [searchHit('news', 1, query.get('q') ?? '')], { news: 1 })));
    const { location } = renderAt('/search?q=%E4%BA%A4%E9%80%9A&type=news');
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: '全站搜索' });
    await user.clear(box);
    await user.type(box, '医保{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=%E5%8C%BB%E4%BF%9D&type=news'));
    expect(await screen.findByText('“医保”共找到 1 条结果')).toBeVisible();
  });

  it('says so when nothing matches', async () => {
    answer(() => ok(searchData('量子', [], {})));
    renderAt('/search?q=%E9%87%8F%E5%AD%90');
    expect(await screen.findByText('未找到与“量子”相关的内容')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('offers a retry when the search fails', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1 ? failure(5000, '服务繁忙') : ok(searchData('交通', [searchHit('product', 1)], { product: 1 }));
    });
    renderAt('/search?q=%E4%BA%A4%E9%80%9A');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '重新搜索' }));
    expect(await screen.findByText('“交通”共找到 1 条结果')).toBeVisible();
  });
});

describe('SearchPage notices (issue 16: suggestions, corrections, partial matches)', () => {
  const notices = () => screen.getByRole('status', { name: '搜索提示' });
  // happy-dom lays out some inline elements as blocks, so text content is compared without spaces.
  const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, '');

  it('您是不是要找 links to the suggestion, keeping the tab and starting again at page 1', async () => {
    answer((query) =>
      query.get('q') === '气像'
        ? ok(searchData('气像', [searchHit('news', 1, '气像')], { news: 12 }, { suggestion: '气象', page: 2 }))
        : ok(searchData(query.get('q') ?? '', [searchHit('news', 1, '气象')], { news: 30 })),
    );
    const { location } = renderAt('/search?q=%E6%B0%94%E5%83%8F&type=news&page=2');
    const link = await within(notices()).findByRole('link', { name: '气象' });
    expect(textOf(notices())).toBe('您是不是要找：气象');
    expect(link).toHaveAttribute('href', '/search?q=%E6%B0%94%E8%B1%A1&type=news');
    // The typed query's own results stay below.
    expect(screen.getByText('“气像”共找到 12 条结果')).toBeVisible();

    const user = userEvent.setup();
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=%E6%B0%94%E8%B1%A1&type=news'));
    expect(await screen.findByText('“气象”共找到 30 条结果')).toBeVisible();
    expect(requests().at(-1)).toEqual({ q: '气象', type: 'news', page: '1', pageSize: '10' });
    expect(notices()).toBeEmptyDOMElement();
  });

  it('a corrected search says whose results these are, and 仍然搜索 searches what was typed with verbatim=1', async () => {
    // As the server does: the typed query found nothing, so it answers with the suggestion's results unless asked verbatim.
    answer((query) =>
      query.get('verbatim') === '1'
        ? ok(searchData('公基金', [], {}, { suggestion: '公积金' }))
        : ok(searchData('公基金', [searchHit('policy', 1, '公积金')], { policy: 8 }, { suggestion: '公积金', corrected: true })),
    );
    const { location } = renderAt('/search?q=%E5%85%AC%E5%9F%BA%E9%87%91&type=policy');
    const link = await within(notices()).findByRole('link', { name: '公基金' });
    expect(textOf(notices())).toBe('以下为「公积金」的搜索结果。仍然搜索：公基金');
    expect(within(notices()).getByText('公积金').tagName).toBe('STRONG');
    expect(link).toHaveAttribute('href', '/search?q=%E5%85%AC%E5%9F%BA%E9%87%91&type=policy&verbatim=1');
    // The counts are the suggestion's, and the count line says so.
    expect(screen.getByText('“公积金”共找到 8 条结果')).toBeVisible();
    expect(requests()[0]).toEqual({ q: '公基金', type: 'policy', page: '1', pageSize: '10' });

    const user = userEvent.setup();
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=%E5%85%AC%E5%9F%BA%E9%87%91&type=policy&verbatim=1'));
    await waitFor(() => expect(requests().at(-1)).toEqual({ q: '公基金', type: 'policy', verbatim: '1', page: '1', pageSize: '10' }));
    expect(await screen.findByText('未找到与“公基金”相关的内容')).toBeVisible();
    // What was typed found nothing: the suggestion is offered again, as a suggestion.
    expect(textOf(notices())).toBe('您是不是要找：公积金');

    // Another tab searches the same words the same way; a new search is searched as the server sees fit again.
    await user.click(screen.getByRole('tab', { name: /^全部/ }));
    await waitFor(() => expect(location()).toBe('/search?q=%E5%85%AC%E5%9F%BA%E9%87%91&verbatim=1'));
    const box = screen.getByRole('searchbox', { name: '全站搜索' });
    await user.clear(box);
    await user.type(box, '住房公积金{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=%E4%BD%8F%E6%88%BF%E5%85%AC%E7%A7%AF%E9%87%91'));
    await waitFor(() => expect(requests().at(-1)).toEqual({ q: '住房公积金', page: '1', pageSize: '10' }));
  });

  it('partial matches are announced in the status region, which holds only the notice, not the results', async () => {
    answer((query) => ok(searchData(query.get('q') ?? '', [searchHit('resource', 1, '公交')], { resource: 3 }, { partial: true })));
    renderAt('/search?q=%E5%8D%97%E4%BA%AC%20%E5%85%AC%E4%BA%A4%20%E5%AE%9E%E6%97%B6');
    expect(await within(notices()).findByText('没有同时包含全部关键词的结果，以下为部分匹配的结果。')).toBeVisible();
    const list = screen.getByRole('region', { name: '搜索结果' });
    expect(notices()).not.toContainElement(list);
    expect(list).not.toContainElement(notices());
    expect(within(notices()).queryByRole('link')).toBeNull();
  });

  it('the header search box drops verbatim=1', async () => {
    answer((query) => ok(searchData(query.get('q') ?? '', [searchHit('news', 1)], { news: 1 })));
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const { location } = renderRoutes(
      [
        {
          path: '/search',
          element: (
            <>
              <header>
                <SearchBox />
              </header>
              <SearchPage />
            </>
          ),
        },
      ],
      '/search?q=%E5%85%AC%E5%9F%BA%E9%87%91&verbatim=1',
      queryClient,
    );
    await waitFor(() => expect(requests().at(-1)).toMatchObject({ verbatim: '1' }));
    const user = userEvent.setup();
    const header = within(screen.getByRole('banner'));
    await user.type(header.getByRole('searchbox', { name: '全站搜索' }), '社保{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=%E7%A4%BE%E4%BF%9D'));
    await waitFor(() => expect(requests().at(-1)).toEqual({ q: '社保', page: '1', pageSize: '10' }));
  });
});
