import { APPLICATION_STATUSES, type ReviewStage } from '@portal/api-contract';
import type { ReviewFilters } from '../api/get-review-list';

export const REVIEW_PAGE_SIZE = 10;
type QueueStatus = NonNullable<ReviewFilters['status']>;
export const QUEUE_STATUSES = APPLICATION_STATUSES.filter((status): status is QueueStatus => status !== 'draft');
const DOMAIN = /^[a-z][a-z0-9_]{1,40}$/;

/** The queue's filters from the URL (house style: filters and page live in the search params); bad values are dropped. */
export function reviewFiltersFromParams(stage: ReviewStage, params: URLSearchParams): ReviewFilters {
  const status = params.get('status');
  const domain = params.get('domain');
  const page = Number(params.get('page'));
  return {
    stage,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    pageSize: REVIEW_PAGE_SIZE,
    ...(status && (QUEUE_STATUSES as readonly string[]).includes(status) ? { status: status as QueueStatus } : {}),
    ...(domain && DOMAIN.test(domain) ? { domain } : {}),
  };
}

/** The next search params: a filter change goes back to page 1; the open detail (`id`) is kept. */
export function withFilter(params: URLSearchParams, key: 'status' | 'domain' | 'page', value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
