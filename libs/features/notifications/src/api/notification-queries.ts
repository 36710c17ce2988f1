import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { notificationRoutes } from '@portal/api-contract';
import { NO_LOADING_HEADER, api, requestOf } from '@portal/api-client';

/** Notices per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** What the list shows: a page, of every notice or of the unread ones (both from the URL). */
export interface NotificationFilters {
  page: number;
  unread: boolean;
}

/**
 * The feature's query factory (house style: keys general → specific, under `['notifications']`). The
 * bell and the page share it, so marking notices read (mutations.ts) refreshes the bell's count too.
 * An account's own notices: the shell clears the cache on sign-out.
 */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  lists: () => [...notificationQueries.all(), 'list'] as const,
  list: (filters: NotificationFilters) =>
    queryOptions({
      queryKey: [...notificationQueries.lists(), filters] as const,
      queryFn: (context) =>
        api.call(
          notificationRoutes.list,
          { query: { page: String(filters.page), pageSize: String(NOTIFICATIONS_PAGE_SIZE), ...(filters.unread ? { unread: '1' as const } : {}) } },
          requestOf(context),
        ),
      // The list keeps its rows (dimmed) while the next page or filter loads.
      placeholderData: keepPreviousData,
    }),
  /**
   * The bell's count. Asked in the background (every 60 s): no loading overlay and no toast when it
   * fails (the bell then shows no count); an ended session is still reported as spec §8 says.
   */
  unreadCount: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'unread-count'] as const,
      queryFn: (context) => api.call(notificationRoutes.unreadCount, {}, { ...requestOf(context), quiet: true, headers: { [NO_LOADING_HEADER]: '1' } }),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'settings'] as const,
      queryFn: (context) => api.call(notificationRoutes.settings, {}, requestOf(context)),
    }),
};
