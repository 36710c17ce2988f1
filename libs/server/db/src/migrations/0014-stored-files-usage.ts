import type { Kysely } from 'kysely';

/**
 * Issue 12 §4: an account's uploads of the last day and in all (its quota) read by uploader and
 * time; the sweeper of uploads never attached reads by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('stored_files_uploader_idx').on('stored_files').columns(['uploaded_by', 'created_at']).execute();
  await db.schema.createIndex('stored_files_created_idx').on('stored_files').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stored_files_created_idx').ifExists().execute();
  await db.schema.dropIndex('stored_files_uploader_idx').ifExists().execute();
}
