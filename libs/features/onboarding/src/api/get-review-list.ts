import { type ApplicationListData, type ApplicationStatus, type ReviewStage, onboardingApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

export interface ReviewFilters {
  stage: ReviewStage;
  page: number;
  pageSize: number;
  /** Absent: the applications waiting at this stage (the server's default). */
  status?: Exclude<ApplicationStatus, 'draft'>;
  domain?: string;
}

/** GET /primary/domain/review/list — a review queue (reviewers see their own domains only). */
export function getReviewList(filters: ReviewFilters, request: CallOptions = {}): Promise<ApplicationListData> {
  const { stage, page, pageSize, status, domain } = filters;
  return api.call(
    onboardingApi.reviewList,
    { query: { stage, page: String(page), pageSize: String(pageSize), ...(status ? { status } : {}), ...(domain ? { domain } : {}) } },
    request,
  );
}
