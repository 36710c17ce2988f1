import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ALLOWED_UPLOAD_TYPES,
  FILE_FORBIDDEN_MESSAGE,
  FILE_NOT_FOUND_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_NAME_LENGTH,
  PURPOSE_UPLOAD_RULES,
  UPLOAD_EXTENSIONS,
  type FilePurpose,
  type UploadedFile,
} from '@portal/api-contract';
import { newRecordId, type Database, type StoredFile, type User } from '@portal/server-db';
import { ERR, countHit, exclusiveTransaction, type DomainContext } from '@portal/server-core';
import type { FileUsage } from './file-usage';
import {
  UPLOAD_QUOTA,
  checkUpload,
  cleanFileName,
  downloadDecision,
  quotaRefusal,
  unclaimedFileAllowed,
  type UploadQuota,
  type UploadRefusal,
} from './files.policy';
import { insertStoredFile, loadStoredFile, storedFileFacts, storedUsageOf } from './stored-files.repository';
import { sweepUnattached } from './files.sweep';

const MiB = 1024 * 1024;
const DAY_MS = 86_400_000;
/** The window of the per-account upload rate. */
const UPLOAD_RATE_WINDOW_MS = 60_000;

export interface UploadInput {
  user: User;
  purpose: FilePurpose;
  /** The owning corporation (application and response files). */
  orgId: string | null;
  name: string | undefined;
  content: Buffer;
}

/** The answer to a refused upload (the contract's messages). */
function refusedUpload(refusal: UploadRefusal, ext: string | undefined, purpose: FilePurpose) {
  const rules = PURPOSE_UPLOAD_RULES[purpose];
  switch (refusal) {
    case 'no_name':
      return ERR.badRequest('参数错误：请选择要上传的文件');
    case 'name':
      return ERR.badRequest(`参数错误：文件名不能超过${MAX_FILE_NAME_LENGTH}个字符`);
    case 'type':
      return ERR.badRequest(`不支持的文件类型，仅支持 ${(rules?.extensions ?? UPLOAD_EXTENSIONS).join('、')} 格式`);
    case 'size':
      return ERR.tooLarge(rules ? `文件大小超过限制（不超过${rules.maxBytes / MiB} MB），请重新选择` : FILE_TOO_LARGE_MESSAGE);
    case 'empty':
      return ERR.badRequest('参数错误：文件内容为空');
    case 'content':
      return ERR.badRequest(`文件内容与扩展名 .${ext} 不符，请上传真实的 ${ext} 文件`);
  }
}

/**
 * Checks and stores one file; throws (and writes nothing) when a check fails. Issue 12 §4: the
 * account's quota is checked after the file itself passed (a refused file costs nothing). Issue 20:
 * the quota's check and the insert are one exclusive transaction per account, so concurrent uploads
 * of one account, through any nodes, never pass the quota together.
 */
export async function storeUpload(
  { db, now }: DomainContext,
  limits: UploadQuota,
  { user, purpose, orgId, name: raw, content }: UploadInput,
): Promise<UploadedFile> {
  const name = cleanFileName(raw);
  const checked = checkUpload(name, content, purpose);
  if ('refusal' in checked) throw refusedUpload(checked.refusal, checked.ext, purpose);
  const at = now();
  const row = {
    id: newRecordId('fil'),
    purpose,
    org_id: orgId,
    uploaded_by: user.id,
    name,
    content_type: ALLOWED_UPLOAD_TYPES[checked.ext],
    size_bytes: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    created_at: at,
  };
  await exclusiveTransaction(db, `upload-quota:${user.id}`, async (trx) => {
    const quota = quotaRefusal(await storedUsageOf(trx, user.id, at - DAY_MS), content.length, limits);
    if (quota === 'day') throw ERR.tooMany(`今日上传已达上限（${limits.perDayFiles}个文件或${Math.round(limits.perDayBytes / MiB)} MB），请明天再试`);
    if (quota === 'total') throw ERR.tooMany(`存储空间已用完（${Math.round(limits.totalBytes / MiB)} MB），请联系平台管理员`);
    await insertStoredFile(trx, row);
  });
  return { id: row.id, name: row.name, sizeBytes: row.size_bytes, contentType: row.content_type };
}

/**
 * A file for download, if the caller may have it; `caller()` authenticates (401 without a valid
 * session) and is asked only for files that are not public. A signed-in caller who may not have
 * it gets 403 (issue 21 §1: the link says 无权下载该文件, not that the file is gone; ids are 96
 * random bits, so the answer tells nothing a caller could not already know); an unknown id gets
 * 4011. Who may have a file is the answer of the domain that attaches files of its purpose:
 * - template: public;
 * - application: the owning corporation; reviewers of the domain and admins once an
 *   application it is attached to is submitted (drafts are the corporation's own);
 * - announcement: anyone (anonymous too) while an announcement it is attached to is
 *   published; otherwise (draft, offline, not attached) admins only;
 * - response (issue 21 §10c): the corporation that uploaded it and admins;
 * - a purpose no domain answers for: admins only.
 */
export async function fileForDownload(db: Kysely<Database>, usages: readonly FileUsage[], id: string, caller: () => Promise<User>): Promise<StoredFile> {
  const facts = await storedFileFacts(db, id);
  const usage = facts && usages.find((candidate) => candidate.purpose === facts.purpose);
  const isPublic = facts !== undefined && usage !== undefined && (await usage.isPublic(db, facts));
  let decision = downloadDecision({ exists: facts !== undefined, isPublic });
  if (decision === 'ask_actor' && facts) {
    const actor = await caller();
    const actorMay = usage ? await usage.mayDownload(db, actor, facts) : unclaimedFileAllowed(actor);
    decision = downloadDecision({ exists: true, isPublic: false, actorMay });
  }
  if (decision === 'unknown') throw ERR.notFound(FILE_NOT_FOUND_MESSAGE);
  if (decision === 'forbidden') throw ERR.forbidden(FILE_FORBIDDEN_MESSAGE);
  return loadStoredFile(db, id);
}

export interface FilesServiceOptions extends DomainContext {
  /** Uploads per account and minute, counted in the database for every node (issue 20); more answer 429. */
  ratePerMinute: number;
  quota?: Partial<UploadQuota> | undefined;
  /** How each attaching domain answers for its purpose's files. */
  usages: readonly FileUsage[];
}

/**
 * Uploaded files (issue 6): checks and stores one upload (extension on the allow-list, magic
 * bytes of that format, 10 MB), counts uploads per user, and decides who may download what with
 * the attaching domains. Nothing is written unless every check passed: the row (with the bytes)
 * is one insert. Attaching files to applications, entry configs, announcements and call
 * responses is those domains' job. The service holds no state: the per-minute rate is counted in
 * the database (issue 20), so every node of one database shares it.
 */
export function createFilesService({ db, now, ratePerMinute, quota, usages }: FilesServiceOptions) {
  const limits: UploadQuota = { ...UPLOAD_QUOTA, ...quota };
  const ctx: DomainContext = { db, now };

  return {
    /** Counts an upload attempt of the user; over the limit → 429 (before the body is read). */
    async takeUploadSlot(user: User): Promise<void> {
      const { count } = await countHit(db, `upload:${user.id}`, UPLOAD_RATE_WINDOW_MS, now());
      if (count > ratePerMinute) throw ERR.tooMany('上传过于频繁，请稍后再试');
    },
    /** Checks and stores one file; throws (and writes nothing) when a check fails. */
    store: (input: UploadInput): Promise<UploadedFile> => storeUpload(ctx, limits, input),
    /** Removes uploads nothing attaches once older than the grace period; returns how many. */
    sweepUnattached: (): Promise<number> => sweepUnattached(ctx, usages, limits.unattachedGraceMs),
    /** A file for download, if the caller may have it (see fileForDownload). */
    forDownload: (id: string, caller: () => Promise<User>): Promise<StoredFile> => fileForDownload(db, usages, id, caller),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
