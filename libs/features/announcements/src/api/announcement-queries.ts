import { announcementQuery } from './get-announcement';
import { announcementListQuery } from './get-announcements';
import { announcementKeys } from './keys';

/** The feature's query factory (house style): keys general → specific, so invalidating `lists()` works. */
export const announcementQueries = {
  ...announcementKeys,
  list: announcementListQuery,
  detail: announcementQuery,
};
