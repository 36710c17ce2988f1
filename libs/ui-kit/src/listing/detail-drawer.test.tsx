import { ConfigProvider } from 'antd';
import { useContext, useEffect, useRef, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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
      <DetailDrawer
        open={Boolean(id)}
        onClose={close}
        title={`政策 ${id ?? ''}`}
        status="success"
        loadingLabel="正在加载"
        errorTitle="失败"
        onRetry={() => undefined}
      >
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

  it('issue 13 a native modal dialog: named by its title, focus inside, Esc closes once and the focus returns to the opener', async () => {
    const user = userEvent.setup();
    const { router, location } = renderAt('/start');
    await act(() => router.navigate('/policy?level=provincial'));
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '政策 pol_0002' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { level: 2, name: '政策 pol_0002' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // One step back (to the list), not two (to /start).
    expect(location()).toBe('/policy?level=provincial');
    expect(opener).toHaveFocus();
  });

  it('issue 13 a click on the mask closes; a click in the panel does not', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/policy?level=provincial');
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = await screen.findByRole('dialog', { name: '政策 pol_0002' });
    await user.click(within(dialog).getByText('正文 pol_0002'));
    expect(location()).toBe('/policy?level=provincial&id=pol_0002');
    await user.click(dialog);
    await waitFor(() => expect(location()).toBe('/policy?level=provincial'));
    expect(screen.queryByRole('dialog')).toBeNull();
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

describe('DetailDrawer states (issue 5)', () => {
  const props = { open: true, onClose: () => undefined, loadingLabel: '正在加载政策详情', errorTitle: '政策详情加载失败', onRetry: vi.fn() };

  it('while loading: a busy status named by the loading label, which also names the dialog', () => {
    render(<DetailDrawer {...props} status="pending" />);
    expect(screen.getByRole('status', { name: '正在加载政策详情' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('dialog', { name: '正在加载政策详情' })).toBeInTheDocument();
  });

  it('failed: the failure with a retry', async () => {
    const user = userEvent.setup();
    render(<DetailDrawer {...props} status="error" retryLabel="重试" />);
    expect(screen.getByText('政策详情加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('closed: nothing is rendered', () => {
    render(<DetailDrawer {...props} open={false} status="success" title="标题" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('issue 13: antd inside the plain drawer', () => {
  function Probe() {
    const { getPopupContainer } = useContext(ConfigProvider.ConfigContext);
    const [where, setWhere] = useState('');
    const self = useRef<HTMLParagraphElement>(null);
    useEffect(() => setWhere(getPopupContainer?.() === self.current?.closest('dialog') ? '弹层在抽屉内' : '弹层在抽屉外'), [getPopupContainer]);
    return <p ref={self}>{where}</p>;
  }

  it('content inside an antd scope renders antd popups (modals, selects, toasts) in the modal dialog, not under it', async () => {
    // renderRoutes wraps everything in SiteProviders (an antd scope), as the workspace frame does.
    renderRoutes(
      [
        {
          path: '/x',
          element: (
            <DetailDrawer open onClose={() => undefined} title="审核" status="success" loadingLabel="加载" errorTitle="失败" onRetry={() => undefined}>
              <Probe />
            </DetailDrawer>
          ),
        },
      ],
      '/x',
      new QueryClient(),
    );
    expect(await screen.findByText('弹层在抽屉内')).toBeInTheDocument();
  });
});
