import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubViewportWidth } from '../testing/render-routes';
import { FacetPanel } from './facet-panel';
import { FacetedListLayout } from './faceted-list-layout';
import { SortSelect } from './list-toolbar';

const SORTS = [
  { value: 'updated:desc', label: '最近更新' },
  { value: 'name:asc', label: '名称' },
] as const;

function renderLayout(onPage = vi.fn(), onSort = vi.fn()) {
  const Page = () => (
    <FacetedListLayout
      title="数据产品"
      facetsLabel="筛选条件"
      facets={
        <FacetPanel
          groups={[{ key: 'type', label: '产品类型', buckets: [{ value: 'api', label: 'API接口', count: 1_024 }] }]}
          selected={{}}
          onChange={() => undefined}
        />
      }
      search={<p>搜索</p>}
      summary="共 200 条"
      sort={<SortSelect value="updated:desc" options={SORTS} onChange={onSort} />}
      paging={{ current: 5, pageSize: 10, total: 200, pageSizes: [10, 20], onChange: onPage }}
    >
      <p>列表</p>
    </FacetedListLayout>
  );
  return renderRoutes([{ path: '/dataProduct', Component: Page }], '/dataProduct', new QueryClient());
}

const pageButtons = () => within(screen.getByRole('navigation', { name: '分页' })).getAllByRole('button', { name: /^第 \d+ 页$/ });

describe('FacetedListLayout (issue 5 §2, issue 13: no antd code)', () => {
  it('wide: breadcrumbs, the heading, the facets as a named aside beside the list, pages and sort', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const onSort = vi.fn();
    renderLayout(onPage, onSort);
    expect(screen.getByRole('heading', { level: 1, name: '数据产品' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '当前位置' })).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    const aside = screen.getByRole('complementary', { name: '筛选条件' });
    expect(within(aside).getByRole('group', { name: '产品类型' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '筛选条件' })).toBeNull();
    // Pages 1, 3–7 and 20 around page 5.
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '3', '4', '5', '6', '7', '20']);
    await user.click(screen.getByRole('button', { name: '第 6 页' }));
    expect(onPage).toHaveBeenCalledWith(6, 10);
    await user.selectOptions(screen.getByRole('combobox', { name: '排序方式' }), '名称');
    expect(onSort).toHaveBeenCalledWith('name:asc');
  });

  it('under 768 px the facets fold above the list behind a toggle that opens from the keyboard, and fewer page buttons show', async () => {
    stubViewportWidth(375);
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: '筛选条件' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: '产品类型' })).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('complementary', { name: '筛选条件' })).getByRole('group', { name: '产品类型' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: '产品类型' })).toBeNull();
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '20']);
  });
});
