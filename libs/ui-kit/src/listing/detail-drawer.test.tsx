import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { renderRoutes } from '../testing/render-routes';
import { DetailDrawer, useDetailParam } from './detail-drawer';

function Page() {
  const { id, open, close, hrefFor, linkProps } = useDetailParam();
  return (
    <>
      <button type="button" onClick={() => open('pol_0002')}>
        打开
      </button>
      <a href={hrefFor('pol_0003')}>链接</a>
      <Link {...linkProps('pol_0004')}>第四项</Link>
      <DetailDrawer open={Boolean(id)} onClose={close} title={`政策 ${id ?? ''}`} status="success" loadingLabel="正在加载" errorTitle="失败" onRetry={() => undefined}>
        <p>正文 {id}</p>
      </DetailDrawer>
    </>
  );
}

const renderAt = (path: string) => renderRoutes([{ path: '/policy', Component: Page }], path, new QueryClient());

describe('useDetailParam + DetailDrawer (issue 5: /policy?id=… opens a detail)', () => {
  it('issue 5 a detail opened from the list pushes ?id= and back closes it', async () => {
    const user = userEvent.setup();
    const { router, location } = renderAt('/policy?level=provincial');
    expect(screen.getByRole('link', { name: '链接' })).toHaveAttribute('href', '/policy?level=provincial&id=pol_0003');
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(location()).toBe('/policy?level=provincial&id=pol_0002');
    expect(await screen.findByRole('dialog', { name: '政策 pol_0002' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(location()).toBe('/policy?level=provincial');
    await waitFor(() => expect(screen.queryByText('正文 pol_0002')).toBeNull());
  });

  it('issue 5 a link from linkProps opens the detail, and back closes it', async () => {
    const user = userEvent.setup();
    const { router, location } = renderAt('/policy');
    await user.click(screen.getByRole('link', { name: '第四项' }));
    expect(await screen.findByRole('dialog', { name: '政策 pol_0004' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/policy'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('issue 5 closing a detail opened by its link goes back to the list', async () => {
    const user = userEvent.setup();
    const { router, location } = renderAt('/policy?level=provincial');
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(await screen.findByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(location()).toBe('/policy?level=provincial'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('issue 5 a detail loaded directly opens on load, and closing replaces the entry with the list', async () => {
    const user = userEvent.setup();
    const { router, location } = renderAt('/policy?id=pol_0001');
    expect(await screen.findByRole('dialog', { name: '政策 pol_0001' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/policy'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
