import type { Kysely } from 'kysely';

/**
 * Issue 20: request rates counted in the database, so that several API nodes on one database share
 * one count (a per-process count lets N nodes allow N times the limit). One row per key (a route's
 * identity and its client, or an account's uploads): the hits of the current fixed window and when
 * that window ends. A hit after the end starts a new window in the same statement; rows whose window
 * has ended are deleted now and then (server core, hit-counter.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
