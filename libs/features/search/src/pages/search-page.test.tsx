import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@portal/api-client';
import { failure, ok, setupApiMock } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
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
    await user.click(within(await screen.findByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 2 页' }));
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
