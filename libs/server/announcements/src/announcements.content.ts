import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_LIMITS, DEFAULT_ANNOUNCEMENT_SOURCE, fileUrl, type AnnouncementSave } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { ERR, richTextToPlain, sanitizeRichText } from '@portal/server-core';
import { findStoredFiles } from '@portal/server-files';
import { parseAnnouncementAttachments } from './announcement-attachments';

/**
 * What an editor's text becomes when stored: the body sanitised (400 when nothing is left, or it
 * is too long once sanitised), the summary from the body's text when none is given, the default
 * source when none is given.
 */
export function announcementContent(input: AnnouncementSave) {
  const bodyHtml = sanitizeRichText(input.bodyHtml);
  const text = richTextToPlain(bodyHtml);
  if (text === '' && !/<img\b/i.test(bodyHtml)) throw ERR.badRequest('公告正文不能为空（不安全的内容已被移除）');
  if (bodyHtml.length > ANNOUNCEMENT_LIMITS.bodyHtml) throw ERR.badRequest(`正文不能超过${ANNOUNCEMENT_LIMITS.bodyHtml}个字符`);
  return {
    title: input.title,
    summary: input.summary !== '' ? input.summary : text.slice(0, 120),
    source: input.source !== undefined && input.source !== '' ? input.source : DEFAULT_ANNOUNCEMENT_SOURCE,
    body_html: bodyHtml,
  };
}

/**
 * The attachments column after an edit: those that came with the platform's data, then the
 * uploaded announcement files asked for, in order (anything else is refused, 400).
 */
export async function attachmentsJson(db: Kysely<Database>, requested: readonly string[], current: string): Promise<string> {
  const ids = [...new Set(requested)];
  const files = await findStoredFiles(db, ids, { purpose: 'announcement' });
  if (files.length !== ids.length) throw ERR.badRequest('参数错误：body.attachmentIds 包含不存在或不是公告附件的文件，请重新上传');
  const byId = new Map(files.map((file) => [file.id, file]));
  const kept = parseAnnouncementAttachments(current).filter((attachment) => attachment.fileId === null);
  const uploaded = ids.map((id) => {
    const file = byId.get(id);
    return { name: file?.name ?? '', url: fileUrl(id), sizeBytes: Number(file?.size_bytes ?? 0), fileId: id };
  });
  return JSON.stringify([...kept.map(({ name, url, sizeBytes }) => ({ name, url, sizeBytes })), ...uploaded]);
}
