import type { AnnouncementAttachment } from '@portal/api-contract';
import { attachmentItems, attachmentOf } from '@portal/server-news';

/**
 * The attachments column of an announcement (JSON, the shape the public news detail reads:
 * name, url, sizeBytes) with the uploaded file's id kept beside them; items that came with
 * the platform's data have none.
 */
export function parseAnnouncementAttachments(json: string): AnnouncementAttachment[] {
  // The public detail's reader of name, url and size, item by item, so the id stays with its item.
  return attachmentItems(json).flatMap((item) => {
    const attachment = attachmentOf(item);
    if (!attachment) return [];
    const fileId = (item as { fileId?: unknown }).fileId;
    return [{ ...attachment, fileId: typeof fileId === 'string' ? fileId : null }];
  });
}

/** Whether an announcement's attachments column lists the uploaded file. */
export const attachesFile = (json: string, fileId: string) => parseAnnouncementAttachments(json).some((attachment) => attachment.fileId === fileId);
