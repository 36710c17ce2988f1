import { http, type HttpResponseResolver } from 'msw';
import { API_BASE_PATH, type AuthState } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { AnnouncementPage } from '../pages/announcement-page';

export const PATHS = {
  list: '/primary/announcement/list',
  detail: '/primary/announcement/detail',
  save: '/primary/announcement/save',
  publish: '/primary/announcement/publish',
  offline: '/primary/announcement/offline',
  upload: '/primary/file/upload',
} as const;

/** A POST handler on the test origin (setupApiMock's `get` covers GETs only). */
export const post = (path: string, resolver: HttpResponseResolver) => http.post(`${TEST_ORIGIN}${API_BASE_PATH}${path}`, resolver);

/** Spec §3: signed in means an AuthState in local storage. */
export const signIn = (state: AuthState) => localStorage.setItem('AuthState', JSON.stringify(state));

/** The page as the shell routes it under /workspace, in a memory data router. */
export function renderAt(path: string) {
  return renderRoutes([{ path: '/workspace/annouce/:action', Component: AnnouncementPage }], path, createQueryClient());
}
