import type { Kysely } from 'kysely';
import type { FilePurpose } from '@portal/api-contract';
import type { Database, NewStoredFile, StoredFile } from '@portal/server-db';
import type { StoredFileFacts } from './file-usage';
import type { StoredUsage } from './files.policy';

/** The metadata other domains need of a stored file they attach. */
export interface StoredFileMeta {
  id: string;
  name: string;
  size_bytes: number;
  content_type: string;
}

/**
 * Stored files of one purpose among `ids` (and of one corporation, when `orgId` is given), for
 * the domains that attach files: a domain checks `result.length === new Set(ids).size` to know
 * every requested file is of the right kind and owner. Order is not kept.
 */
export async function findStoredFiles(
  db: Kysely<Database>,
  ids: readonly string[],
  filter: { purpose: FilePurpose; orgId?: string },
): Promise<StoredFileMeta[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('stored_files')
    .select(['id', 'name', 'size_bytes', 'content_type'])
    .where('id', 'in', [...new Set(ids)])
    .where('purpose', '=', filter.purpose);
  if (filter.orgId !== undefined) query = query.where('org_id', '=', filter.orgId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, size_bytes: Number(row.size_bytes) }));
}

/** Removes a stored file of one purpose (e.g. a call response's file once the response names another). */
export async function deleteStoredFile(db: Kysely<Database>, id: string, purpose: FilePurpose): Promise<void> {
  await db.deleteFrom('stored_files').where('id', '=', id).where('purpose', '=', purpose).execute();
}

/** What an account stored: bytes in all, and bytes and files since `since` (epoch ms). */
export async function storedUsageOf(db: Kysely<Database>, userId: string, since: number): Promise<StoredUsage> {
  const usage = await db
    .selectFrom('stored_files')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('total'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('created_at', '>', since).then(eb.ref('size_bytes')).else(0).end()), eb.lit(0)).as('day'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('created_at', '>', since).then(1).else(0).end()), eb.lit(0)).as('dayFiles'),
    ])
    .where('uploaded_by', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(usage.total), day: Number(usage.day), dayFiles: Number(usage.dayFiles) };
}

/** Stores one file, its bytes included (one insert: nothing is written unless it all is). */
export async function insertStoredFile(db: Kysely<Database>, row: NewStoredFile): Promise<void> {
  await db.insertInto('stored_files').values(row).execute();
}

/** What the attaching domains are asked about a stored file; undefined for an unknown id. */
export function storedFileFacts(db: Kysely<Database>, id: string): Promise<StoredFileFacts | undefined> {
  return db.selectFrom('stored_files').select(['id', 'purpose', 'org_id']).where('id', '=', id).executeTakeFirst();
}

/** A stored file with its bytes (as a Buffer on both engines). */
export async function loadStoredFile(db: Kysely<Database>, id: string): Promise<StoredFile> {
  const file = await db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { ...file, size_bytes: Number(file.size_bytes), content: Buffer.from(file.content) };
}

/** A position in the files' creation order. */
export interface StoredFileKey {
  id: string;
  created_at: number;
}

/** Up to `limit` files created before `cutoff`, in creation order, after `after` (keyset paging). */
export async function storedFilesBefore(
  db: Kysely<Database>,
  cutoff: number,
  after: StoredFileKey | undefined,
  limit: number,
): Promise<(StoredFileKey & { purpose: FilePurpose })[]> {
  let query = db.selectFrom('stored_files').select(['id', 'purpose', 'created_at']).where('created_at', '<', cutoff);
  if (after) {
    query = query.where((eb) => eb.or([eb('created_at', '>', after.created_at), eb.and([eb('created_at', '=', after.created_at), eb('id', '>', after.id)])]));
  }
  const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
}

/** Removes a stored file if it is still older than `cutoff`; whether it did. */
export async function deleteStoredFileBefore(db: Kysely<Database>, id: string, cutoff: number): Promise<boolean> {
  const result = await db.deleteFrom('stored_files').where('id', '=', id).where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
