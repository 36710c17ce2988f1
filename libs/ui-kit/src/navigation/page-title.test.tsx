import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DetailDrawer } from '../listing/detail-drawer';
import { DetailFrame } from '../listing/detail-frame';
import { renderRoutes } from '../testing/render-routes';
import { PageTitleProvider, usePageTitle } from './page-title';

/** What the pieces tell the shell's title sync, in order. */
function renderWithSink(Component: () => ReactNode) {
  const sink = vi.fn<(title: string | undefined) => void>();
  const Page = () => (
    <PageTitleProvider sink={sink}>
      <Component />
    </PageTitleProvider>
  );
  const view = renderRoutes([{ path: '/page', Component: Page }], '/page', new QueryClient());
  return { ...view, sink, last: () => sink.mock.calls.at(-1)?.[0] };
}

describe('issue 21 §11 pages name their item for the document title', () => {
  it('DetailFrame names the record once it is loaded, and nothing while loading or failed', async () => {
    let setStatus: (status: 'pending' | 'error' | 'success') => void = () => undefined;
    function Detail() {
      const [status, set] = useState<'pending' | 'error' | 'success'>('pending');
      setStatus = set;
      return (
        <DetailFrame
          listPath="/dataResource"
          listLabel="数据资源"
          backLabel="返回"
          current={status === 'pending' ? undefined : '交通运输企业名录'}
          status={status}
          loadingLabel="正在加载"
          errorTitle="加载失败"
          onRetry={() => undefined}
        />
      );
    }
    const { last, sink, unmount } = renderWithSink(Detail);
    expect(await screen.findByRole('status', { name: '正在加载' })).toBeInTheDocument();
    expect(last()).toBeUndefined();
    act(() => setStatus('error'));
    expect(last()).toBeUndefined();
    act(() => setStatus('success'));
    expect(last()).toBe('交通运输企业名录');
    sink.mockClear();
    unmount();
    // Gone: the route's label again.
    expect(sink).toHaveBeenLastCalledWith(undefined);
  });

  it('DetailDrawer names its record while open only', async () => {
    let setOpen: (open: boolean) => void = () => undefined;
    function Drawer() {
      const [open, set] = useState(true);
      setOpen = set;
      return (
        <DetailDrawer
          open={open}
          onClose={() => set(false)}
          title="江苏省公共数据授权运营管理办法（试行）"
          status="success"
          loadingLabel="正在加载"
          errorTitle="加载失败"
          onRetry={() => undefined}
        />
      );
    }
    const { last } = renderWithSink(Drawer);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(last()).toBe('江苏省公共数据授权运营管理办法（试行）');
    act(() => setOpen(false));
    expect(last()).toBeUndefined();
  });

  it('usePageTitle without the shell (a story, one page under test) does nothing', () => {
    function Lone() {
      usePageTitle('标题');
      return <p>页面</p>;
    }
    renderRoutes([{ path: '/page', Component: Lone }], '/page', new QueryClient());
    expect(screen.getByText('页面')).toBeInTheDocument();
  });
});
