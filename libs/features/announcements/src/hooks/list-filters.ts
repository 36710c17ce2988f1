import { ANNOUNCEMENT_STATUSES, type AnnouncementStatus } from '@portal/api-contract';
import type { AnnouncementFilters } from '../api/get-announcements';

export const ANNOUNCEMENT_PAGE_SIZE = 10;
/** The contract's longest keyword. */
export const ANNOUNCEMENT_KEYWORD_MAX = 50;

/** The list's filters from the URL (house style: filters and page live in the search params); bad values are dropped. */
export function listFiltersFromParams(params: URLSearchParams): AnnouncementFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, ANNOUNCEMENT_KEYWORD_MAX);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    pageSize: ANNOUNCEMENT_PAGE_SIZE,
    ...(status && (ANNOUNCEMENT_STATUSES as readonly string[]).includes(status) ? { status: status as AnnouncementStatus } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** The next search params: a status or keyword change goes back to page 1. */
export function withFilter(params: URLSearchParams, key: 'status' | 'keyword' | 'page', value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
