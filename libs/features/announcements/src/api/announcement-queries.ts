import { queryOptions } from '@tanstack/react-query';
import { requestOf } from '@portal/api-client';
import { getAnnouncement } from './get-announcement';
import { getAnnouncements, type AnnouncementFilters } from './get-announcements';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const announcementQueries = {
  all: () => ['announcements'] as const,
  lists: () => [...announcementQueries.all(), 'list'] as const,
  details: () => [...announcementQueries.all(), 'detail'] as const,
  list: (filters: AnnouncementFilters) =>
    queryOptions({
      queryKey: [...announcementQueries.lists(), filters] as const,
      queryFn: (context) => getAnnouncements(filters, requestOf(context)),
      placeholderData: (previous) => previous,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...announcementQueries.details(), id] as const,
      queryFn: (context) => getAnnouncement(id, requestOf(context)),
    }),
};
