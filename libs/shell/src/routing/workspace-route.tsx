import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@portal/site-config';
import { RequireAuth, useAuth, writeAuthState } from '@portal/auth';
import { useText } from '@portal/i18n';
import { AntdScope, WorkspaceLayout, pageLabel, uiText, type WorkspaceNavItem } from '@portal/ui-kit';
import { HeaderActions } from './layout-routes';
import { sessionQuery } from './session-query';
import { workspaceMenu } from './workspace-registry';

// Issue 13: the workspace's frame (antd's Layout.Sider and Menu, in antd's scope) is a chunk of its own.

/**
 * The signed-in workspace. Entering it confirms the session with the server
 * (GET /web/login/me, {@link sessionQuery}): a session that expired or was revoked elsewhere
 * answers 401, and the api-client sends the user to login with preUrl (spec §2, §8).
 */
export function WorkspaceRoute() {
  const me = useQuery(sessionQuery);
  const { state } = useAuth();
  // Issue 17: rights come from roles an administrator may change meanwhile; the menu follows the server's.
  useEffect(() => {
    if (!me.data || !state) return;
    const same = me.data.rights.join() === state.rights.join() && Boolean(me.data.mustChangePassword) === Boolean(state.mustChangePassword);
    if (same) return;
    const { mustChangePassword: _stale, ...rest } = state;
    writeAuthState({ ...rest, rights: me.data.rights, ...(me.data.mustChangePassword ? { mustChangePassword: true } : {}) });
  }, [me.data, state]);
  const location = useLocation();
  const userType = state?.userType;
  const rights = state?.rights;
  const t = useText(uiText);
  const nav = useMemo<WorkspaceNavItem[]>(
    () =>
      workspaceMenu(userType, rights).map((page) => ({
        path: page.navPath ?? `/workspace/${page.path}`,
        label: pageLabel(t, page.page),
        // annouce/list stays current on annouce/add and annouce/edit.
        ...(page.navPath ? { match: `/workspace/${page.path.split(':')[0]}` } : {}),
      })),
    [userType, rights, t],
  );
  // Issue 17: a temporary password is changed before any workspace page (the server refuses their calls).
  const passwordPage = paths.workspace.password.path;
  if (state?.mustChangePassword && location.pathname !== passwordPage) {
    return <Navigate to={paths.workspace.password.href(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <WorkspaceLayout nav={nav} headerExtra={<HeaderActions inWorkspace />}>
      <Outlet />
    </WorkspaceLayout>
  );
}

/** The workspace area: signed-in only, in antd's scope (its pages use antd throughout). */
export default function WorkspaceArea() {
  return (
    <RequireAuth>
      <AntdScope>
        <WorkspaceRoute />
      </AntdScope>
    </RequireAuth>
  );
}
