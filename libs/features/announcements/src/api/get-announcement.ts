import { type AnnouncementDetail, announcementsApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /primary/announcement/detail — one announcement in any state (an unknown id answers 4011). */
export function getAnnouncement(id: string, request: CallOptions = {}): Promise<AnnouncementDetail> {
  return api.call(announcementsApi.detail, { query: { id } }, request);
}

const idField = announcementsApi.detail.query?.shape.id;
/** Whether an id has the contract's shape (one that cannot exist is not asked for). */
export const isAnnouncementId = (id: string | null | undefined): id is string => Boolean(id) && idField?.safeParse(id).success === true;
