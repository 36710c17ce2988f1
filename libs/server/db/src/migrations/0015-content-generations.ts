import type { Kysely } from 'kysely';

/**
 * Issue 16: a generation number per kind of public content (`public`: the catalogue, news,
 * policies, the home wall and the search index). Every write that changes what a public list,
 * search or the wall answers adds one to it in the same transaction; the servers' answer caches are
 * keyed by it, so every node drops them at the next request after a change (decision 0025).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_generations')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_generations').ifExists().execute();
}
