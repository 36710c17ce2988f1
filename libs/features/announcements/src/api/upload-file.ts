import { FILE_UPLOAD_PATHS } from '@portal/api-contract';
import { uploadFile } from '@portal/api-client';

/** POST /primary/file/upload with purpose announcement (over 10 MB: HTTP 413 and the server's message, spec §8). */
export const uploadAnnouncementFile = (file: File, signal?: AbortSignal) =>
  uploadFile(FILE_UPLOAD_PATHS.primary, file, { purpose: 'announcement', ...(signal ? { signal } : {}) });
