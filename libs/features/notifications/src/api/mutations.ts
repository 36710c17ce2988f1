import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationRoutes, type NotificationList, type NotificationSettings } from '@portal/api-contract';
import { api } from '@portal/api-client';
import { notificationQueries } from './notification-queries';

/** What POST /web/notification/read marks: the notices named, or all of the caller's. */
export type ReadTarget = { ids: string[] } | { all: true };

const marked = (list: NotificationList, target: ReadTarget, unread: number): NotificationList => ({
  ...list,
  unread,
  items: list.items.map((item) => ('all' in target || target.ids.includes(item.id) ? { ...item, read: true } : item)),
});

/**
 * Marks notices read. The answer's count becomes the bell's at once and the cached pages show the
 * notices read; the lists are then asked again (the unread filter loses them). Marking one as it is
 * opened is quiet: the user is on their way to its page, and the notice simply stays unread.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ReadTarget) => api.call(notificationRoutes.read, { body: target }, 'ids' in target ? { quiet: true } : {}),
    onSuccess: async ({ unread }, target) => {
      queryClient.setQueryData(notificationQueries.unreadCount().queryKey, { unread });
      queryClient.setQueriesData<NotificationList>({ queryKey: notificationQueries.lists() }, (list) => list && marked(list, target, unread));
      await queryClient.invalidateQueries({ queryKey: notificationQueries.lists() });
    },
  });
}

/** Turns SMS notices on or off: the switch moves at once and moves back if the server refuses (which the client reports). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const key = notificationQueries.settings().queryKey;
  return useMutation({
    mutationFn: (smsEnabled: boolean) => api.call(notificationRoutes.saveSettings, { body: { smsEnabled } }),
    onMutate: async (smsEnabled): Promise<{ previous: NotificationSettings | undefined }> => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, { ...previous, smsEnabled });
      return { previous };
    },
    onError: (_error, _smsEnabled, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(key, settings);
    },
  });
}
