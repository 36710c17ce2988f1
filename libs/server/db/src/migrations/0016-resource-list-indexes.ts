import type { Kysely } from 'kysely';

/**
 * Issue 16: the page of every resource list form reads an index instead of sorting the filtered
 * catalogue (at 100,000 resources a list filtered by open type or frequency, or sorted by name or
 * publication date, sorted tens of thousands of rows per request: 0.4–0.8 s under 10 connections).
 * The low-cardinality filters get an index with the default order; the other sorts one each.
 */
const INDEXES: Array<[string, string[]]> = [
  ['data_resources_open_type_updated_idx', ['open_type', 'updated_at']],
  ['data_resources_frequency_updated_idx', ['update_frequency', 'updated_at']],
  ['data_resources_name_idx', ['name']],
  ['data_resources_published_idx', ['published_at']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('data_resources').columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
