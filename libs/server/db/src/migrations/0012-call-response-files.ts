import type { Kysely } from 'kysely';

/**
 * Issue 21 §10c: a response to a call for collection may carry one file (the filled-in template
 * the call offers), stored in `stored_files` with purpose 'response' and owned by the responding
 * organisation. A file belongs to one response at most (partial unique index), and a
 * corporation's own list of responses (我的反馈) reads by organisation, latest change first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('call_responses')
    .addColumn('file_id', 'text', (c) => c.references('stored_files.id'))
    .execute();
  await db.schema.createIndex('call_responses_file_idx').on('call_responses').column('file_id').unique().where('file_id', 'is not', null).execute();
  await db.schema.createIndex('call_responses_org_updated_idx').on('call_responses').columns(['org_id', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('call_responses_org_updated_idx').ifExists().execute();
  await db.schema.dropIndex('call_responses_file_idx').ifExists().execute();
  await db.schema.alterTable('call_responses').dropColumn('file_id').execute();
}
