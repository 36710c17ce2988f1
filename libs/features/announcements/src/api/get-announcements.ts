import { queryOptions } from '@tanstack/react-query';
import { API, type AnnouncementListData, type AnnouncementStatus } from '@portal/api-contract';
import { api, type CallOptions, requestOf } from '@portal/api-client';
import { announcementKeys } from './keys';

export interface AnnouncementFilters {
  page: number;
  pageSize: number;
  status?: AnnouncementStatus;
  /** Words in the title or body (the server's search of the contract). */
  keyword?: string;
}

/** GET /primary/announcement/list — newest change first, with the counts per status. */
export function getAnnouncements({ page, pageSize, status, keyword }: AnnouncementFilters, request: CallOptions = {}): Promise<AnnouncementListData> {
  return api.call(
    API.announcements.list,
    { query: { page: String(page), pageSize: String(pageSize), ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) } },
    request,
  );
}

export const announcementListQuery = (filters: AnnouncementFilters) =>
  queryOptions({
    queryKey: [...announcementKeys.lists(), filters] as const,
    queryFn: (context) => getAnnouncements(filters, requestOf(context)),
    placeholderData: (previous) => previous,
  });
