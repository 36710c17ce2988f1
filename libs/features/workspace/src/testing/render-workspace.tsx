import { http, type HttpResponseResolver } from 'msw';
import { API_BASE_PATH, type AuthState } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { UserDetailPage } from '../pages/user-detail-page';
import { WorkerHomePage } from '../pages/worker-home-page';
import { WorkspaceHomePage } from '../pages/workspace-home-page';

export const PATHS = {
  primaryHome: '/primary/home',
  workerHome: '/second/home',
  primaryUser: '/primary/user/detail',
  secondUser: '/second/user/detail',
} as const;

/** A POST handler on the test origin (setupApiMock's `get` covers GETs only). */
export const post = (path: string, resolver: HttpResponseResolver) => http.post(`${TEST_ORIGIN}${API_BASE_PATH}${path}`, resolver);

/** Spec §3: signed in means an AuthState in local storage. */
export const signIn = (state: AuthState) => localStorage.setItem('AuthState', JSON.stringify(state));

/** The pages as the shell routes them under /workspace, in a memory data router. */
export function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/workspace/home', Component: WorkspaceHomePage },
      { path: '/workspace/workerhome', Component: WorkerHomePage },
      { path: '/workspace/user/detail', Component: UserDetailPage },
    ],
    path,
    createQueryClient(),
  );
}
