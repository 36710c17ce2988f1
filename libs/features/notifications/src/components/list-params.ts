import type { NotificationFilters } from '../api/notification-queries';

/** The list's page and filter from the URL (`?unread=1&page=2`); anything else reads as the default. */
export function filtersOf(params: URLSearchParams): NotificationFilters {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1, unread: params.get('unread') === '1' };
}

/** The URL's next search params: a filter change goes back to page 1; page 1 and 全部 are left out. */
export function paramsOf(filters: NotificationFilters): Record<string, string> {
  return { ...(filters.unread ? { unread: '1' } : {}), ...(filters.page > 1 ? { page: String(filters.page) } : {}) };
}
