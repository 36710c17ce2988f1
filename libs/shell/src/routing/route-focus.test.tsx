import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './route-focus';

function Frame() {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <RouteFocus />
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          {
            path: '/list',
            element: (
              <>
                <h2>资源列表</h2>
                <Link to="/detail">交通运输企业名录</Link>
                <button type="button">下一页</button>
              </>
            ),
          },
          { path: '/detail', element: <h2>资源详情</h2> },
          { path: '/empty', element: <p>没有标题的页面</p> },
        ],
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('issue 19: focus and announcement on route change', () => {
  it('leaves the first load alone; a new page takes the focus on its heading and announces its title', async () => {
    const router = setup();
    await screen.findByRole('heading', { name: '资源列表' });
    expect(document.activeElement).toBe(document.body);

    document.title = '资源详情 - 江苏省公共数据授权运营平台';
    await act(() => router.navigate('/detail'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '资源详情' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('资源详情 - 江苏省公共数据授权运营平台'));
  });

  it('a page without a heading gives the focus to the main region', async () => {
    const router = setup();
    await act(() => router.navigate('/empty'));
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });

  it('a change within the page (the next page of a list) moves nothing', async () => {
    const router = setup();
    const next = await screen.findByRole('button', { name: '下一页' });
    next.focus();
    await act(() => router.navigate('/list?page=2'));
    expect(document.activeElement).toBe(next);
  });

  it('going back returns the focus to the link the visitor followed', async () => {
    const router = setup();
    (await screen.findByRole('link', { name: '交通运输企业名录' })).focus();
    await act(() => router.navigate('/detail'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '资源详情' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: '交通运输企业名录' })));
  });
});
