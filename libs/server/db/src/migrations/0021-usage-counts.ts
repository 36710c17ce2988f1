import type { Kysely } from 'kysely';

/**
 * Issue 18 (decision 0031): usage analytics as daily counters, nothing personal. One row per Beijing
 * day, site, kind and key: page views by route pattern, detail views by item, downloads by file,
 * searches by normalised query (with the sum of their result counts, so zero-result queries are
 * those whose sum is 0). The server adds to them in batches; nothing identifies a visitor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('result_sum', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_counts_pk', ['day', 'site', 'kind', 'key'])
    .execute();
  await db.schema.createIndex('usage_counts_kind_day_idx').on('usage_counts').columns(['kind', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_counts').execute();
}
