import { createHash, randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  ALLOWED_UPLOAD_TYPES,
  FILE_FORBIDDEN_MESSAGE,
  FILE_NOT_FOUND_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_NAME_LENGTH,
  UPLOAD_EXTENSIONS,
  uploadExtensionOf,
  uploadProblem,
  type FilePurpose,
  type UploadExtension,
  type UploadedFile,
} from '@portal/api-contract';
import type { Database, StoredFile, StoredFileTable, User } from '@portal/server-db';
import { ERR } from '@portal/server-core';
import { attachesFile } from './announcements.service';
import { columnContains, containsPattern } from '@portal/server-core';

const MiB = 1024 * 1024;

/**
 * What one account may store (issue 12 §4: one corporation stored 200 MiB in 28 s). Per day: what
 * a busy applicant needs many times over; in all: enough for years of applications. Uploads never
 * attached to anything are removed after the grace period by {@link FilesService.sweepUnattached}.
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

/** A stored file (as `f`) that no application, entry template or call response attaches. */
const attachedNowhere = ({ and, not, exists, selectFrom }: ExpressionBuilder<Database & { f: StoredFileTable }, 'f'>) =>
  and([
    not(exists(selectFrom('application_files as a').select('a.file_id').whereRef('a.file_id', '=', 'f.id'))),
    not(exists(selectFrom('entry_template_files as t').select('t.file_id').whereRef('t.file_id', '=', 'f.id'))),
    not(exists(selectFrom('call_responses as r').select('r.file_id').whereRef('r.file_id', '=', 'f.id'))),
  ]);

/** `fil_` + 24 lower-case hex digits: the contract's id pattern. */
const newFileId = () => `fil_${randomBytes(12).toString('hex')}`;

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

export interface UploadInput {
  user: User;
  purpose: FilePurpose;
  /** The owning corporation (application files). */
  orgId: string | null;
  name: string | undefined;
  content: Buffer;
}

/**
 * Uploaded files (issue 6): checks and stores one upload (extension on the allow-list, magic
 * bytes of that format, 10 MB), counts uploads per user, and decides who may download what.
 * Nothing is written unless every check passed: the row (with the bytes) is one insert.
 * Attaching files to applications and entry configs is the onboarding service's job.
 */
export function createFilesService({
  db,
  now,
  ratePerMinute,
  quota = UPLOAD_QUOTA,
}: {
  db: Kysely<Database>;
  now: () => number;
  ratePerMinute: number;
  quota?: Partial<UploadQuota>;
}) {
  const limits = { ...UPLOAD_QUOTA, ...quota };
  /** Uploads per user in the current minute (in process: one server; a restart forgets). */
  const windows = new Map<string, { start: number; count: number }>();

  async function reviews(user: User, fileId: string): Promise<boolean> {
    const row = await db
      .selectFrom('application_files as f')
      .innerJoin('domain_applications as a', 'a.id', 'f.application_id')
      .innerJoin('reviewer_domains as r', 'r.domain_id', 'a.domain_id')
      .select('a.id')
      .where('f.file_id', '=', fileId)
      .where('r.user_id', '=', user.id)
      // Issue 12 §10: "was submitted", not "is not a draft now" (a withdrawn draft never was).
      .where('a.submitted_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function attachedToSubmitted(fileId: string): Promise<boolean> {
    const row = await db
      .selectFrom('application_files as f')
      .innerJoin('domain_applications as a', 'a.id', 'f.application_id')
      .select('a.id')
      .where('f.file_id', '=', fileId)
      // Issue 12 §10: "was submitted", not "is not a draft now" (a withdrawn draft never was).
      .where('a.submitted_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the file is attached to an announcement that is published now (public, like the announcement). */
  async function attachedToPublished(fileId: string): Promise<boolean> {
    // LIKE narrows the rows; the JSON decides (an id inside a name or url is not an attachment).
    const rows = await db
      .selectFrom('news')
      .select('attachments')
      .where('category', '=', 'announcement')
      .where('status', '=', 'published')
      .where(columnContains('attachments', containsPattern(fileId)))
      .execute();
    return rows.some((row) => attachesFile(row.attachments, fileId));
  }

  return {
    /** Counts an upload attempt of the user; over the limit → 429 (before the body is read). */
    takeUploadSlot(user: User): void {
      const at = now();
      for (const [key, window] of windows) if (at - window.start >= 60_000) windows.delete(key);
      const window = windows.get(user.id) ?? { start: at, count: 0 };
      window.count += 1;
      windows.set(user.id, window);
      if (window.count > ratePerMinute) throw ERR.tooMany('上传过于频繁，请稍后再试');
    },

    /** Checks and stores one file; throws (and writes nothing) when a check fails. */
    async store({ user, purpose, orgId, name: raw, content }: UploadInput): Promise<UploadedFile> {
      const name = cleanFileName(raw);
      if (name === '') throw ERR.badRequest('参数错误：请选择要上传的文件');
      // The contract's rule, the same the client checked before sending; then the bytes.
      const problem = uploadProblem({ name, size: content.length });
      if (problem === 'name') throw ERR.badRequest(`参数错误：文件名不能超过${MAX_FILE_NAME_LENGTH}个字符`);
      if (problem === 'type') throw ERR.badRequest(`不支持的文件类型，仅支持 ${UPLOAD_EXTENSIONS.join('、')} 格式`);
      if (problem === 'size') throw ERR.tooLarge(FILE_TOO_LARGE_MESSAGE);
      if (problem === 'empty') throw ERR.badRequest('参数错误：文件内容为空');
      const ext = uploadExtensionOf(name);
      if (!ext || !contentMatches(ext, content)) throw ERR.badRequest(`文件内容与扩展名 .${ext} 不符，请上传真实的 ${ext} 文件`);
      // Issue 12 §4: the account's quota, checked after the file itself passed (a refused file
      // costs nothing). Concurrent uploads of one account can pass together, at most its
      // per-minute upload rate of them.
      const at = now();
      const usage = await db
        .selectFrom('stored_files')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('total'),
          eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('created_at', '>', at - 86_400_000).then(eb.ref('size_bytes')).else(0).end()), eb.lit(0)).as('day'),
          eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('created_at', '>', at - 86_400_000).then(1).else(0).end()), eb.lit(0)).as('dayFiles'),
        ])
        .where('uploaded_by', '=', user.id)
        .executeTakeFirstOrThrow();
      if (Number(usage.dayFiles) + 1 > limits.perDayFiles || Number(usage.day) + content.length > limits.perDayBytes) {
        throw ERR.tooMany(`今日上传已达上限（${limits.perDayFiles}个文件或${Math.round(limits.perDayBytes / MiB)} MB），请明天再试`);
      }
      if (Number(usage.total) + content.length > limits.totalBytes) {
        throw ERR.tooMany(`存储空间已用完（${Math.round(limits.totalBytes / MiB)} MB），请联系平台管理员`);
      }
      const row = {
        id: newFileId(),
        purpose,
        org_id: orgId,
        uploaded_by: user.id,
        name,
        content_type: ALLOWED_UPLOAD_TYPES[ext],
        size_bytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        created_at: at,
      };
      await db.insertInto('stored_files').values(row).execute();
      return { id: row.id, name: row.name, sizeBytes: row.size_bytes, contentType: row.content_type };
    },

    /**
     * Removes uploads that nothing attaches (no application, entry template, call response or
     * announcement) once they are older than the grace period (issue 12 §4); returns how many.
     * Files attached through a table are also protected by its foreign key; announcement files by
     * a look at every announcement's attachments, done just before the delete.
     */
    async sweepUnattached(): Promise<number> {
      const cutoff = now() - limits.unattachedGraceMs;
      const candidates = await db
        .selectFrom('stored_files as f')
        .select(['f.id', 'f.purpose'])
        .where('f.created_at', '<', cutoff)
        .where(attachedNowhere)
        .orderBy('f.created_at')
        .limit(1_000)
        .execute();
      const orphans: string[] = [];
      for (const candidate of candidates) {
        if (candidate.purpose === 'announcement') {
          const rows = await db.selectFrom('news').select('attachments').where(columnContains('attachments', containsPattern(candidate.id))).execute();
          if (rows.some((row) => attachesFile(row.attachments, candidate.id))) continue;
        }
        orphans.push(candidate.id);
      }
      if (orphans.length === 0) return 0;
      // The same conditions again in the delete: a file attached meanwhile stays.
      const removed = await db
        .deleteFrom('stored_files as f')
        .where('f.id', 'in', orphans)
        .where('f.created_at', '<', cutoff)
        .where(attachedNowhere)
        .executeTakeFirst();
      return Number(removed.numDeletedRows);
    },

    /**
     * A file for download, if the caller may have it; `caller()` authenticates (401 without a
     * valid session) and is asked only for files that are not public. A signed-in caller who may
     * not have it gets 403 (issue 21 §1: the link says 无权下载该文件, not that the file is gone;
     * ids are 96 random bits, so the answer tells nothing a caller could not already know);
     * an unknown id gets 4011.
     * - template: public;
     * - application: the owning corporation; reviewers of the domain and admins once an
     *   application it is attached to is submitted (drafts are the corporation's own);
     * - announcement: anyone (anonymous too) while an announcement it is attached to is
     *   published; otherwise (draft, offline, not attached) admins only;
     * - response (issue 21 §10c): the corporation that uploaded it and admins.
     */
    async forDownload(id: string, caller: () => Promise<User>): Promise<StoredFile> {
      const meta = await db.selectFrom('stored_files').select(['id', 'purpose', 'org_id']).where('id', '=', id).executeTakeFirst();
      if (!meta) throw ERR.notFound(FILE_NOT_FOUND_MESSAGE);
      const isPublic = meta.purpose === 'template' || (meta.purpose === 'announcement' && (await attachedToPublished(meta.id)));
      if (!isPublic) {
        const user = await caller();
        let allowed: boolean;
        if (meta.purpose === 'application') {
          if (user.user_type === 'second') allowed = user.org_id !== null && user.org_id === meta.org_id;
          else if (user.user_type === 'admin') allowed = await attachedToSubmitted(meta.id);
          else allowed = await reviews(user, meta.id);
        } else if (meta.purpose === 'response') {
          // Issue 21 §10c: the responding corporation and admins; reviewers have no part in calls.
          allowed = user.user_type === 'admin' || (user.user_type === 'second' && user.org_id !== null && user.org_id === meta.org_id);
        } else {
          allowed = user.user_type === 'admin';
        }
        if (!allowed) throw ERR.forbidden(FILE_FORBIDDEN_MESSAGE);
      }
      const file = await db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return { ...file, size_bytes: Number(file.size_bytes), content: Buffer.from(file.content) };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
