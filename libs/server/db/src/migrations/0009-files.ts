import { PostgresIntrospector, type Kysely } from 'kysely';

/**
 * Uploaded files (issue 6): application attachments, entry templates and announcement
 * attachments. The bytes live in the database (blob on SQLite, bytea on PostgreSQL) so a
 * failed upload never leaves a file on disk and a backup of the database is a backup of
 * the files. `application_files` and `entry_template_files` attach them, in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.references('organisations.id'))
    .addColumn('uploaded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_files_org_idx').on('stored_files').columns(['org_id', 'purpose']).execute();

  await db.schema
    .createTable('application_files')
    .addColumn('application_id', 'text', (c) => c.notNull().references('domain_applications.id'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_files_pk', ['application_id', 'file_id'])
    .execute();
  await db.schema.createIndex('application_files_file_idx').on('application_files').column('file_id').execute();

  await db.schema
    .createTable('entry_template_files')
    .addColumn('domain_id', 'text', (c) => c.notNull().references('data_domains.id'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('entry_template_files_pk', ['domain_id', 'file_id'])
    .execute();
  await db.schema.createIndex('entry_template_files_file_idx').on('entry_template_files').column('file_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['entry_template_files', 'application_files', 'stored_files']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
