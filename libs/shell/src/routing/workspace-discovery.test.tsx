import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '@portal/site-config';
import { renderPortal } from '../testing/render-portal';
import { WORKSPACE_PAGES } from './workspace-registry';

const portal = siteFixture('portal');
/** The workspace route's children in the router (its index, then whatever was discovered). */
const workspaceChildren = (router: ReturnType<typeof renderPortal>['router']) =>
  router.routes[0]?.children?.find((route) => route.id === 'workspace')?.children?.length ?? 0;

describe('issue 13: the workspace route table is discovered on the first navigation into /workspace', () => {
  it('a public page leaves it out; entering the workspace patches every workspace page in, once, and renders the page', async () => {
    localStorage.setItem('AuthState', JSON.stringify({ userType: 'admin', name: '管理员', corName: '', token: 't'.repeat(32), rights: ['admin:manage'] }));
    const { router } = renderPortal(portal, '/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(workspaceChildren(router)).toBe(1);

    // The first-password page asks the server nothing on arrival (the test's server answers only /web/login/me).
    await act(() => router.navigate('/workspace/password'));
    await waitFor(() => expect(workspaceChildren(router)).toBe(1 + WORKSPACE_PAGES.length));
    expect(await screen.findByRole('heading', { name: '修改初始密码' }, { timeout: 10_000 })).toBeInTheDocument();

    // Out and back in: nothing is patched twice.
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/workspace/password'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/password'));
    expect(workspaceChildren(router)).toBe(1 + WORKSPACE_PAGES.length);
  });

  it('an unknown workspace path is still the not-found page once the table is there', async () => {
    const { router } = renderPortal(portal, '/workspace/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在或已被删除。', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(workspaceChildren(router)).toBe(1 + WORKSPACE_PAGES.length);
  });
});
