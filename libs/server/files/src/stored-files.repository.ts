import type { Kysely } from 'kysely';
import type { FilePurpose } from '@portal/api-contract';
import type { Database } from '@portal/server-db';

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
  let query = db.selectFrom('stored_files').select(['id', 'name', 'size_bytes', 'content_type']).where('id', 'in', [...new Set(ids)]).where('purpose', '=', filter.purpose);
  if (filter.orgId !== undefined) query = query.where('org_id', '=', filter.orgId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, size_bytes: Number(row.size_bytes) }));
}

/** Removes a stored file of one purpose (e.g. a call response's file once the response names another). */
export async function deleteStoredFile(db: Kysely<Database>, id: string, purpose: FilePurpose): Promise<void> {
  await db.deleteFrom('stored_files').where('id', '=', id).where('purpose', '=', purpose).execute();
}
