import type { Kysely } from 'kysely';

interface Rows {
  content_wall: { id: string; blocks: string; updated_at: number };
  content_walls: {
    site: string;
    draft: string | null;
    draft_saved_at: number | null;
    draft_saved_by: string | null;
    published_version: number | null;
    version: number;
  };
  content_wall_versions: {
    site: string;
    version: number;
    blocks: string;
    published_at: number;
    published_by: string;
    restored_from: number | null;
  };
}

/** The province's site id (site-config's directory); the single wall before this migration was its. */
const PROVINCE = 'portal';

/**
 * Issue 18 (decision 0030): each site's content wall as a draft and published versions. A site's
 * row holds its draft and which version is published; versions are never changed or deleted, so
 * any of them can be published again (a rollback is a new version with an old version's blocks).
 * The single wall of before becomes the province's version 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_walls')
    .addColumn('site', 'text', (c) => c.primaryKey())
    .addColumn('draft', 'text')
    .addColumn('draft_saved_at', 'bigint')
    .addColumn('draft_saved_by', 'text')
    .addColumn('published_version', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_wall_versions')
    .addColumn('site', 'text', (c) => c.notNull().references('content_walls.site'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('blocks', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addPrimaryKeyConstraint('content_wall_versions_pk', ['site', 'version'])
    .execute();

  const typed = db as unknown as Kysely<Rows>;
  const old = await typed.selectFrom('content_wall').select(['blocks', 'updated_at']).where('id', '=', 'home').executeTakeFirst();
  if (old) {
    await typed
      .insertInto('content_walls')
      .values({ site: PROVINCE, draft: null, draft_saved_at: null, draft_saved_by: null, published_version: 1, version: 1 })
      .execute();
    await typed
      .insertInto('content_wall_versions')
      .values({ site: PROVINCE, version: 1, blocks: old.blocks, published_at: Number(old.updated_at), published_by: '系统迁移', restored_from: null })
      .execute();
  }
  await db.schema.dropTable('content_wall').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_wall')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blocks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const typed = db as unknown as Kysely<Rows>;
  const current = await typed
    .selectFrom('content_walls')
    .innerJoin('content_wall_versions', (join) =>
      join.onRef('content_wall_versions.site', '=', 'content_walls.site').onRef('content_wall_versions.version', '=', 'content_walls.published_version'),
    )
    .select(['content_wall_versions.blocks', 'content_wall_versions.published_at'])
    .where('content_walls.site', '=', PROVINCE)
    .executeTakeFirst();
  if (current)
    await typed
      .insertInto('content_wall')
      .values({ id: 'home', blocks: current.blocks, updated_at: Number(current.published_at) })
      .execute();
  await db.schema.dropTable('content_wall_versions').execute();
  await db.schema.dropTable('content_walls').execute();
}
