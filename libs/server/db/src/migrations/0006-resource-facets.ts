import { sql, type Kysely } from 'kysely';

/** The formats as of this migration, in bit order (a later format gets the next bit). */
const FORMATS = ['CSV', 'JSON', 'XLSX', 'XML', 'API', 'PDF'];

/** The facet columns; each covering index leads with one of them so its GROUP BY streams. */
const FACETS = ['domain_id', 'department_id', 'open_type', 'update_frequency', 'format_mask'];

/**
 * Cheap facet counts over 100 000 resources (issue 5). Before: formats were
 * matched with LIKE in the JSON text, and a filtered facet count read whole rows
 * (descriptions, field schemas) through a one-column index — a format-filtered
 * list took ≈570 ms. Now formats are also bits, and every facet count reads one
 * narrow covering index (≈5 ms each).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('data_resources')
    .addColumn('format_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [bit, format] of FORMATS.entries()) {
    await sql`update data_resources set format_mask = format_mask | ${sql.lit(1 << bit)} where formats like ${`%"${format}"%`}`.execute(db);
  }
  for (const lead of ['domain_id', 'department_id', 'open_type', 'update_frequency']) {
    const columns = [lead, ...FACETS.filter((column) => column !== lead)];
    await db.schema.createIndex(`data_resources_facets_${lead}_idx`).on('data_resources').columns(columns).execute();
  }
  // Replaced by the covering indexes that lead with the same column.
  await db.schema.dropIndex('data_resources_open_type_idx').ifExists().execute();
  await db.schema.dropIndex('data_resources_frequency_idx').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('data_resources_open_type_idx').on('data_resources').column('open_type').execute();
  await db.schema.createIndex('data_resources_frequency_idx').on('data_resources').column('update_frequency').execute();
  for (const lead of ['domain_id', 'department_id', 'open_type', 'update_frequency']) {
    await db.schema.dropIndex(`data_resources_facets_${lead}_idx`).ifExists().execute();
  }
  await db.schema.alterTable('data_resources').dropColumn('format_mask').execute();
}
