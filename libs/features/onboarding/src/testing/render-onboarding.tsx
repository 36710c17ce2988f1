import { http, type HttpResponseResolver } from 'msw';
import { API_BASE_PATH, FILE_UPLOAD_PATHS, type AuthState } from '@portal/api-contract';
import { createQueryClient } from '@portal/api-client';
import { TEST_ORIGIN } from '@portal/api-client/testing';
import { renderRoutes } from '@portal/ui-kit/testing';
import { ApplyPage } from '../pages/apply-page';
import { ApplicationDetailPage } from '../pages/detail-page';
import { ReviewResultPage } from '../pages/result-page';
import { FinalReviewPage, FirstReviewPage } from '../pages/review-page';

export const PATHS = {
  options: '/second/domain/options',
  save: '/second/domain/application/save',
  submit: '/second/domain/application/submit',
  withdraw: '/second/domain/application/withdraw',
  mine: '/second/domain/application/detail',
  reviewList: '/primary/domain/review/list',
  review: '/primary/domain/application/detail',
  decide: '/primary/domain/review/decide',
  configs: '/primary/entry-config/list',
  entryStatus: '/primary/entry-config/status',
  entryUpdate: '/primary/entry-config/update',
  entryDelete: '/primary/entry-config/delete',
  entryFiles: '/second/entry/file-list',
  upload: FILE_UPLOAD_PATHS.second,
  adminUpload: FILE_UPLOAD_PATHS.primary,
  home: '/primary/home',
} as const;

/** A POST handler on the test origin (setupApiMock's `get` covers GETs only). */
export const post = (path: string, resolver: HttpResponseResolver) => http.post(`${TEST_ORIGIN}${API_BASE_PATH}${path}`, resolver);

/** Spec §3: signed in means an AuthState in local storage. */
export const signIn = (state: AuthState) => localStorage.setItem('AuthState', JSON.stringify(state));

/** The pages as the shell routes them under /workspace, in a memory data router. */
export function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/workspace/domain/apply', Component: ApplyPage },
      { path: '/workspace/domain/detail', Component: ApplicationDetailPage },
      { path: '/workspace/domain/firstReview', Component: FirstReviewPage },
      { path: '/workspace/domain/finalReview', Component: FinalReviewPage },
      { path: '/workspace/domain/reject-result', Component: ReviewResultPage },
    ],
    path,
    createQueryClient(),
  );
}
