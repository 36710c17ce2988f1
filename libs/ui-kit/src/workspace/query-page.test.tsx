import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryPage, type PageQuery } from './query-page';

type Detail = { id: string; name: string };

function renderPage(query: PageQuery<Detail>) {
  return render(
    <QueryPage
      query={query}
      title="申请详情"
      loadingLabel="正在加载申请详情"
      errorTitle="申请详情加载失败"
      extra={(detail) => <a href={`/result?id=${detail.id}`}>审批结果</a>}
    >
      {(detail) => <p>{detail.name}</p>}
    </QueryPage>,
  );
}

describe('QueryPage (a workspace page over one query)', () => {
  it('while the query is pending: the title and a busy skeleton named for what loads, nothing of the content', () => {
    renderPage({ status: 'pending', data: undefined, refetch: vi.fn() });
    expect(screen.getByRole('heading', { level: 1, name: '申请详情' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '正在加载申请详情' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('failed: says so, and 重新加载 reads the query again', async () => {
    const refetch = vi.fn();
    renderPage({ status: 'error', data: undefined, refetch });
    expect(screen.getByText('申请详情加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('with its data: the content and the title’s actions drawn from it', () => {
    renderPage({ status: 'success', data: { id: 'app_0001', name: '交通运输领域入驻申请' }, refetch: vi.fn() });
    expect(screen.getByText('交通运输领域入驻申请')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '审批结果' })).toHaveAttribute('href', '/result?id=app_0001');
  });
});
