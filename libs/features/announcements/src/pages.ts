/**
 * The announcement page (issue 6, spec §2 workspace child `annouce/:action`), a separate entry
 * (`@portal/feature-announcements/pages`) so the shell loads it lazily.
 */
export { AnnouncementPage } from './pages/announcement-page';
