import { APPLICATION_STATUSES, AUTHORIZATION_STATUSES, type ApplicationStatus, type AuthorizationStatus } from '@portal/api-contract';
import type { PageFilters } from '../api/get-data-use';

export const PAGE_SIZE = 10;
export type QueueStatus = Exclude<ApplicationStatus, 'draft'>;
export const QUEUE_STATUSES = APPLICATION_STATUSES.filter((status): status is QueueStatus => status !== 'draft');

/** The page of `?page=` (1 when absent or not a whole number in range). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A list's page and status filter from the URL (house style: filters live in the search params); bad values are dropped. */
export function pageFilters<S extends string>(params: URLSearchParams, statuses: readonly S[]): PageFilters<S> {
  const status = params.get('status');
  return {
    page: pageOf(params),
    pageSize: PAGE_SIZE,
    ...(status && (statuses as readonly string[]).includes(status) ? { status: status as S } : {}),
  };
}

export const applicationFilters = (params: URLSearchParams) => pageFilters<ApplicationStatus>(params, APPLICATION_STATUSES);
export const queueFilters = (params: URLSearchParams) => pageFilters<QueueStatus>(params, QUEUE_STATUSES);
export const authorizationFilters = (params: URLSearchParams) => pageFilters<AuthorizationStatus>(params, AUTHORIZATION_STATUSES);

/** The next search params: a filter change goes back to page 1; other params (the tab) are kept. */
export function withFilter(params: URLSearchParams, key: 'status' | 'page', value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value && !(key === 'page' && value === '1')) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
