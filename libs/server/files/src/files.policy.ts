import { uploadExtensionOf, uploadProblem, type FilePurpose, type UploadExtension } from '@portal/api-contract';
import type { User } from '@portal/server-db';

/*
 * The files domain's pure decisions (issue 14): what an upload may be, how much an account may
 * store, and in which order a download is decided. What a purpose's file is attached to, and who
 * may have it, is the attaching domain's answer (its FileUsage).
 */

const MiB = 1024 * 1024;

/**
 * What one account may store (issue 12 §4: one corporation stored 200 MiB in 28 s). Per day: what
 * a busy applicant needs many times over; in all: enough for years of applications. Uploads never
 * attached to anything are removed after the grace period (the files service's sweepUnattached).
 */
export interface UploadQuota {
  perDayBytes: number;
  perDayFiles: number;
  totalBytes: number;
  unattachedGraceMs: number;
}
export const UPLOAD_QUOTA: Readonly<UploadQuota> = {
  perDayBytes: 100 * MiB,
  perDayFiles: 100,
  totalBytes: 1024 * MiB,
  unattachedGraceMs: 24 * 3_600_000,
};

const startsWith = (content: Buffer, signature: readonly number[]) => signature.every((byte, index) => content[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc / .xls (compound file)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. (.docx / .xlsx are zips)
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether the content's magic bytes are those of the extension's format (a renamed .exe or .html is not). */
export function contentMatches(ext: UploadExtension, content: Buffer): boolean {
  switch (ext) {
    case 'pdf':
      return startsWith(content, PDF);
    case 'doc':
    case 'xls':
      return startsWith(content, OLE);
    case 'docx':
    case 'xlsx':
      return startsWith(content, ZIP);
    case 'zip':
      return startsWith(content, ZIP) || startsWith(content, ZIP_EMPTY);
    case 'jpg':
    case 'jpeg':
      return startsWith(content, JPEG);
    case 'png':
      return startsWith(content, PNG);
  }
}

/** The name as stored and shown: its last path segment, no control characters, trimmed. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
}

/** Why an upload is refused before anything is stored. */
export type UploadRefusal = 'no_name' | 'name' | 'type' | 'size' | 'empty' | 'content';

/**
 * The checks of one upload, in order: a name; the contract's rule (the same the client checked
 * before sending: name length, extension on the allow-list, size, not empty); then the bytes
 * must be of the extension's format.
 */
export function checkUpload(
  name: string,
  content: Buffer,
  purpose?: FilePurpose,
): { ext: UploadExtension } | { refusal: UploadRefusal; ext?: string | undefined } {
  if (name === '') return { refusal: 'no_name' };
  const problem = uploadProblem({ name, size: content.length }, purpose);
  if (problem) return { refusal: problem };
  const ext = uploadExtensionOf(name);
  if (!ext || !contentMatches(ext, content)) return { refusal: 'content', ext };
  return { ext };
}

/** What an account stored: in all, and in the last day (bytes and files). */
export interface StoredUsage {
  total: number;
  day: number;
  dayFiles: number;
}

/** Which quota one more file of `size` bytes would exceed: the day's (files or bytes) first, then the total; null when none. */
export function quotaRefusal(usage: StoredUsage, size: number, limits: UploadQuota): 'day' | 'total' | null {
  if (usage.dayFiles + 1 > limits.perDayFiles || usage.day + size > limits.perDayBytes) return 'day';
  if (usage.total + size > limits.totalBytes) return 'total';
  return null;
}

/** A download decided so far: unknown id (4011), allowed, forbidden (403), or it depends on who asks. */
export type DownloadDecision = 'unknown' | 'allow' | 'forbidden' | 'ask_actor';

/**
 * The order of a download decision: an unknown id is 4011; a public file (the attaching domain
 * says so) goes to anyone, signed in or not; otherwise the caller must be signed in, and the
 * attaching domain decides (`actorMay`, undefined until asked) — a signed-in caller it refuses
 * gets 403.
 */
export function downloadDecision(facts: { exists: boolean; isPublic: boolean; actorMay?: boolean | undefined }): DownloadDecision {
  if (!facts.exists) return 'unknown';
  if (facts.isPublic) return 'allow';
  if (facts.actorMay === undefined) return 'ask_actor';
  return facts.actorMay ? 'allow' : 'forbidden';
}

/** Who may download a file of a purpose no domain answers for: admins only. */
export function unclaimedFileAllowed(actor: Pick<User, 'user_type'>): boolean {
  return actor.user_type === 'admin';
}
