import type { Kysely } from 'kysely';

/**
 * Announcements edited in the workspace (issue 6): they live in `news` (category
 * 'announcement', draft → published → offline → published). An edit or a change of state
 * names the version it read (optimistic concurrency, as for applications); who wrote the
 * item and who changed it last are kept. Rows written before this migration are version 1
 * with no author (the seed's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('news')
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .alterTable('news')
    .addColumn('updated_by', 'text', (c) => c.references('users.id'))
    .execute();
  // The workspace list: one category, one status, newest change first.
  await db.schema.createIndex('news_category_status_updated_idx').on('news').columns(['category', 'status', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('news_category_status_updated_idx').ifExists().execute();
  for (const column of ['updated_by', 'created_by', 'version']) {
    await db.schema.alterTable('news').dropColumn(column).execute();
  }
}
