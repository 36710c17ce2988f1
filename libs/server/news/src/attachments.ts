import type { Attachment } from '@portal/api-contract';

/**
 * The attachments column of news items, policies and calls (JSON array of `{ name, url, sizeBytes }`),
 * read defensively: only well-formed entries count. The one reader of that column (issue 14).
 */
export function parseAttachments(json: string): Attachment[] {
  return attachmentItems(json).flatMap((item) => attachmentOf(item) ?? []);
}

/** The items of an attachments column (JSON array); anything else is none. */
export function attachmentItems(json: string): unknown[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** One attachment item as the public detail shows it, or null when it is not one. */
export function attachmentOf(item: unknown): Attachment | null {
  if (typeof item !== 'object' || item === null) return null;
  const { name, url, sizeBytes } = item as Record<string, unknown>;
  if (typeof name !== 'string' || typeof url !== 'string' || typeof sizeBytes !== 'number' || !Number.isSafeInteger(sizeBytes) || sizeBytes < 0) return null;
  return { name, url, sizeBytes };
}
