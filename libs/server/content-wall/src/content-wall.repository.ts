import { sql, type Kysely } from 'kysely';
import type { ContentWallsRow, ContentWallVersionRow, Database, StoredWallBlock } from '@portal/server-db';

/** A published version as stored, its blocks parsed. */
export interface StoredVersion {
  version: number;
  blocks: StoredWallBlock[];
  publishedAt: number;
  publishedBy: string;
  restoredFrom: number | null;
}

const versionOf = (row: ContentWallVersionRow): StoredVersion => ({
  version: Number(row.version),
  blocks: JSON.parse(row.blocks) as StoredWallBlock[],
  publishedAt: Number(row.published_at),
  publishedBy: row.published_by,
  restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
});

/** The published version of a site's wall, or undefined when it has published none. */
export async function publishedWall(db: Kysely<Database>, site: string): Promise<StoredVersion | undefined> {
  const row = await db
    .selectFrom('content_walls as w')
    .innerJoin('content_wall_versions as v', (join) => join.onRef('v.site', '=', 'w.site').onRef('v.version', '=', 'w.published_version'))
    .selectAll('v')
    .where('w.site', '=', site)
    .executeTakeFirst();
  return row ? versionOf(row) : undefined;
}

/** A site's editor row, or undefined before its first change. */
export async function wallRow(db: Kysely<Database>, site: string): Promise<ContentWallsRow | undefined> {
  return db.selectFrom('content_walls').selectAll().where('site', '=', site).executeTakeFirst();
}

/** One published version of a site's wall. */
export async function wallVersion(db: Kysely<Database>, site: string, version: number): Promise<StoredVersion | undefined> {
  const row = await db.selectFrom('content_wall_versions').selectAll().where('site', '=', site).where('version', '=', version).executeTakeFirst();
  return row ? versionOf(row) : undefined;
}

/** A site's published versions, newest first, without their blocks. */
export async function wallHistory(db: Kysely<Database>, site: string, limit: number): Promise<Omit<StoredVersion, 'blocks'>[]> {
  const rows = await db
    .selectFrom('content_wall_versions')
    .select(['version', 'published_at', 'published_by', 'restored_from'])
    .where('site', '=', site)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    version: Number(row.version),
    publishedAt: Number(row.published_at),
    publishedBy: row.published_by,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  }));
}

/**
 * Claims a site's editor row for a change made from `expected` (0: before the site's first change)
 * and applies `set`; false when someone changed it since (or it exists although 0 was named).
 */
export async function claimWall(
  db: Kysely<Database>,
  site: string,
  expected: number,
  set: Partial<Pick<ContentWallsRow, 'draft' | 'draft_saved_at' | 'draft_saved_by' | 'published_version'>>,
): Promise<boolean> {
  if (expected === 0) {
    const inserted = await db
      .insertInto('content_walls')
      .values({ site, draft: null, draft_saved_at: null, draft_saved_by: null, published_version: null, ...set, version: 1 })
      .onConflict((conflict) => conflict.column('site').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable('content_walls')
    .set({ ...set, version: sql<number>`version + 1` })
    .where('site', '=', site)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The next version number of a site's wall. */
export async function nextWallVersion(db: Kysely<Database>, site: string): Promise<number> {
  const row = await db
    .selectFrom('content_wall_versions')
    .select((eb) => eb.fn.max<number | null>('version').as('last'))
    .where('site', '=', site)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertWallVersion(db: Kysely<Database>, site: string, version: StoredVersion): Promise<void> {
  await db
    .insertInto('content_wall_versions')
    .values({
      site,
      version: version.version,
      blocks: JSON.stringify(version.blocks),
      published_at: version.publishedAt,
      published_by: version.publishedBy,
      restored_from: version.restoredFrom,
    })
    .execute();
}

/** Whether any wall (a draft or any version, of any site) names the file: uploads nothing names are swept. */
export async function wallFilesAmong(db: Kysely<Database>, fileIds: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (const fileId of fileIds) {
    // File ids are `fil_` + hex; the underscore matches any one character, which can only keep a
    // file that is not named, never sweep one that is.
    const pattern = `%"${fileId}"%`;
    const draft = await db.selectFrom('content_walls').select('site').where('draft', 'like', pattern).executeTakeFirst();
    const version = draft ?? (await db.selectFrom('content_wall_versions').select('site').where('blocks', 'like', pattern).executeTakeFirst());
    if (version) named.add(fileId);
  }
  return named;
}
