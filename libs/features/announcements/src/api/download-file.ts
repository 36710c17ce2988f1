import { downloadFile } from '@portal/api-client';

/** GET /web/file/<id> with the User-Token: an announcement's file is admin-only until it is published (issue 21 §1). */
export const downloadAnnouncementFile = (fileId: string, name: string, signal?: AbortSignal) =>
  downloadFile(fileId, { fallbackName: name, ...(signal ? { signal } : {}) });
