import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { authApi } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { RequireAuth, useAuth } from '@portal/auth';
import { AntdScope, WorkspaceLayout, type WorkspaceNavItem } from '@portal/ui-kit';
import { HeaderActions } from './layout-routes';
import { workspaceMenu } from './route-registry';

// Issue 13: the workspace's frame (antd's Layout.Sider and Menu, in antd's scope) is a chunk of its own.

/**
 * The signed-in workspace. Entering it confirms the session with the server
 * (GET /web/login/me): a session that expired or was revoked elsewhere answers
 * 401, and the api-client sends the user to login with preUrl (spec §2, §8).
 */
export function WorkspaceRoute() {
  useQuery({ queryKey: ['session', 'me'], queryFn: () => api.call(authApi.me), staleTime: 60_000, retry: false });
  const { state } = useAuth();
  const userType = state?.userType;
  const rights = state?.rights;
  const nav = useMemo<WorkspaceNavItem[]>(
    () =>
      workspaceMenu(userType, rights).map((page) => ({
        path: page.navPath ?? `/workspace/${page.path}`,
        label: page.page.label,
        // annouce/list stays current on annouce/add and annouce/edit.
        ...(page.navPath ? { match: `/workspace/${page.path.split(':')[0]}` } : {}),
      })),
    [userType, rights],
  );
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
