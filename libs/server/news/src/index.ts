/** News items (issue 5 /dynamics, issue 6 announcements): the one owner of the `news` table. */
export { parseAttachments, attachmentItems, attachmentOf } from './attachments';
export { listNews, publishedNewsAttachments, latestNews, countPublishedNews, newsSitemapSource, type LatestNews } from './news.repository';
export {
  findAnnouncement,
  announcementsPage,
  insertAnnouncementDraft,
  updateAnnouncement,
  countAnnouncements,
  latestPublishedAnnouncements,
  attachmentColumnsMentioning,
  type AnnouncementRow,
  type AnnouncementContent,
  type AnnouncementChanges,
} from './news.editorial.repository';
export { newsDetail } from './news.service';
