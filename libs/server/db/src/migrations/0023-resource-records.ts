import type { Kysely } from 'kysely';

/**
 * Issue 22: a resource's rows, so the catalogue can deliver them — files in four formats, a
 * preview and the open API's pages.
 *
 * - `resource_records`: one row per record, numbered 1…n in load order (`seq`), its values as a
 *   JSON object keyed by the field schema's names. A page is a range of `seq` on the primary key,
 *   as fast on page 10,000 as on page 1.
 * - `resource_datasets`: per resource, how many records were loaded and when (a load replaces them
 *   all).
 * - `resource_distributions`: per resource and file format, the generated file's exact size
 *   (measured when the rows are loaded) and how often it was downloaded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource_records')
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('resource_records_pk', ['resource_id', 'seq'])
    .execute();
  await db.schema
    .createTable('resource_datasets')
    .addColumn('resource_id', 'text', (c) => c.primaryKey())
    .addColumn('row_count', 'bigint', (c) => c.notNull())
    .addColumn('loaded_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('resource_distributions')
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('downloads', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('resource_distributions_pk', ['resource_id', 'format'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resource_distributions').ifExists().execute();
  await db.schema.dropTable('resource_datasets').ifExists().execute();
  await db.schema.dropTable('resource_records').ifExists().execute();
}
