import type { FileUsage } from '@portal/server-files';
import { wallFilesAmong } from './content-wall.repository';

/**
 * Content wall images for the files domain (issue 18, decision 0030): public from their upload,
 * because a preview and the home page draw them as CSS backgrounds (no User-Token) and they are
 * made for the public page; only staff with the content right may upload them, and their ids are
 * 96 random bits. Attached while a draft or any version of any site's wall names them, so a
 * rollback always finds its images; others are swept after the grace period.
 */
export const wallImageFileUsage: FileUsage = {
  purpose: 'wall-image',
  attachedAmong: (db, fileIds) => wallFilesAmong(db, fileIds),
  isPublic: async () => true,
  mayDownload: async () => true,
};
