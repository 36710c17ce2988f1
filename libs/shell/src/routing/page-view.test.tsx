import { act, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH, analyticsApi } from '@portal/api-contract';
import { PAGE_VIEW_URL, usePageViews } from './page-view';
import type { RouteHandle } from './route-handle';

function Counted({ send }: { send: (body: { route: string; id?: string }) => void }) {
  usePageViews(send, true);
  return <Outlet />;
}

describe('issue 18 page-view beacon', () => {
  it('posts to the contract’s page-view call', () => {
    expect(PAGE_VIEW_URL).toBe(`${API_BASE_PATH}${analyticsApi.pageView.path}`);
    expect(analyticsApi.pageView.method).toBe('POST');
  });

  it('sends one view per navigation to an available public page: its pattern and a detail’s id; never for unavailable or workspace pages', async () => {
    const send = vi.fn();
    const handle = (extra: Partial<RouteHandle>): RouteHandle => ({ label: 'x', available: true, ...extra });
    const router = createMemoryRouter(
      [
        {
          element: <Counted send={send} />,
          children: [
            { path: '/home', handle: handle({ pattern: '/home' }), element: <p>home</p> },
            { path: '/dataResource/detail/:id', handle: handle({ pattern: '/dataResource/detail/:id' }), element: <p>detail</p> },
            { path: '/policy', handle: handle({ pattern: '/policy', available: false }), element: <p>unavailable</p> },
            { path: '/workspace/home', handle: handle({}), element: <p>workspace</p> },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/dataResource/detail/res_0001'));
    await act(() => router.navigate('/policy'));
    await act(() => router.navigate('/workspace/home'));
    await act(() => router.navigate('/home'));
    expect(send.mock.calls.map(([body]) => body)).toEqual([{ route: '/home' }, { route: '/dataResource/detail/:id', id: 'res_0001' }, { route: '/home' }]);
  });
});
