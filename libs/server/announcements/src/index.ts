/** Announcement editing in the workspace (issue 6): news items written by staff, through the news repository. */
export { listAnnouncements, getAnnouncement, saveAnnouncement, publishAnnouncement, offlineAnnouncement } from './announcements.service';
export { announcementFileUsage } from './announcements.file-usage';
