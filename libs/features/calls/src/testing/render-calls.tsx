import { http, type HttpResponseResolver } from 'msw';
import { API_BASE_PATH, type AuthState } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { CallListPage } from '../pages/call-list-page';

export const LIST = '/web/call/list';
export const DETAIL = '/web/call/detail';
export const MY_RESPONSE_PATH = '/second/call/response';
export const RESPOND = '/second/call/respond';

/** A POST handler on the test origin (setupApiMock's `get` covers GETs only). */
export const post = (path: string, resolver: HttpResponseResolver) => http.post(`${TEST_ORIGIN}${API_BASE_PATH}${path}`, resolver);

/** Spec §3: signed in means an AuthState in local storage. */
export const signIn = (state: AuthState) => localStorage.setItem('AuthState', JSON.stringify(state));

/** The page as the shell routes it, in a memory data router; other paths show where they are. */
export function renderAt(path: string) {
  return renderRoutes([{ path: '/applylist', Component: CallListPage }], path, createQueryClient());
}
