import type { FileUsage } from '@portal/server-files';
import { attachmentColumnsMentioning } from '@portal/server-news';
import { attachesFile } from './announcement-attachments';
import { mayDownloadAnnouncementFile } from './announcements.policy';

/**
 * Announcement files for the files domain (issue 6): attached while some announcement's
 * attachments list the file; public once a published announcement lists it; otherwise downloaded
 * by admins only. The LIKE in the news repository narrows the rows; the JSON decides.
 */
export const announcementFileUsage: FileUsage = {
  purpose: 'announcement',
  // Announcement files are few (admins upload them); each is looked up on its own.
  attachedAmong: async (db, fileIds) => {
    const attached = new Set<string>();
    for (const fileId of fileIds) if ((await attachmentColumnsMentioning(db, fileId, 'all')).some((json) => attachesFile(json, fileId))) attached.add(fileId);
    return attached;
  },
  isPublic: async (db, file) => (await attachmentColumnsMentioning(db, file.id, 'publishedAnnouncements')).some((json) => attachesFile(json, file.id)),
  mayDownload: async (_db, actor) => mayDownloadAnnouncementFile(actor),
};
