import type { Kysely } from 'kysely';

/**
 * Issue 12 §7: wrong passwords per account name, for a backoff that does not depend on where the
 * guesses come from (a per-address limit is shared by everyone behind one proxy and escaped by
 * many addresses). Keyed by the normalised name as typed, known account or not, so a lockout
 * tells nothing about which names exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_updated_idx').on('login_failures').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').ifExists().execute();
}
