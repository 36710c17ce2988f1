import { http, type HttpResponseResolver } from 'msw';
import { API_BASE_PATH, FILE_UPLOAD_PATHS, type AuthState } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { ApplyPage } from '../pages/apply-page';
import { AuthorizationsPage } from '../pages/authorizations-page';
import { DataUseDetailPage } from '../pages/detail-page';
import { DataUseMinePage } from '../pages/mine-page';
import { DataUseFinalReviewPage, DataUseFirstReviewPage } from '../pages/review-page';

export const PATHS = {
  resource: '/web/data-resource/detail',
  save: '/second/data-use/application/save',
  submit: '/second/data-use/application/submit',
  withdraw: '/second/data-use/application/withdraw',
  list: '/second/data-use/application/list',
  mine: '/second/data-use/application/detail',
  myAuthorizations: '/second/data-use/authorization/list',
  issueKey: '/second/data-use/authorization/key',
  reviewList: '/primary/data-use/review/list',
  review: '/primary/data-use/application/detail',
  decide: '/primary/data-use/review/decide',
  allAuthorizations: '/primary/data-use/authorization/list',
  revoke: '/primary/data-use/authorization/revoke',
  upload: FILE_UPLOAD_PATHS.second,
} as const;

/** A POST handler on the test origin (setupApiMock's `get` covers GETs only). */
export const post = (path: string, resolver: HttpResponseResolver) => http.post(`${TEST_ORIGIN}${API_BASE_PATH}${path}`, resolver);

/** Spec §3: signed in means an AuthState in local storage. */
export const signIn = (state: AuthState) => localStorage.setItem('AuthState', JSON.stringify(state));

/** The pages as the shell routes them under /workspace, in a memory data router (with the client, to look into its caches). */
export function renderAt(path: string) {
  const queryClient = createQueryClient();
  const view = renderRoutes(
    [
      { path: '/workspace/data-use/apply', Component: ApplyPage },
      { path: '/workspace/data-use/mine', Component: DataUseMinePage },
      { path: '/workspace/data-use/detail', Component: DataUseDetailPage },
      { path: '/workspace/data-use/firstReview', Component: DataUseFirstReviewPage },
      { path: '/workspace/data-use/finalReview', Component: DataUseFinalReviewPage },
      { path: '/workspace/data-use/authorizations', Component: AuthorizationsPage },
    ],
    path,
    queryClient,
  );
  return { ...view, queryClient };
}

/** A modal by its title (antd names it through an id). */
export function dialogTitled(title: string): HTMLElement {
  const heading = [...document.querySelectorAll('.ant-modal-title')].find((node) => node.textContent === title);
  const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}
