import { type AnnouncementListData, type AnnouncementStatus, announcementsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

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
    announcementsApi.list,
    { query: { page: String(page), pageSize: String(pageSize), ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) } },
    request,
  );
}
