/**
 * @portal/feature-announcements: announcement management in the workspace (issue 6, spec §2
 * `annouce/:action`): the list, add and edit with a rich-text editor, attachments, publish and
 * offline. The pages load lazily from `@portal/feature-announcements/routes`; this entry gives the
 * shell the query factory and the pages' addresses.
 */
export { announcementQueries } from './api/announcement-queries';
export { ANNOUNCEMENT_ACTIONS, type AnnouncementAction } from './actions';
export { announcementsText } from './text';
