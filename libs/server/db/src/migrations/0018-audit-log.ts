import type { Kysely } from 'kysely';

/** The hash a chain starts from (no record before the first). */
export const AUDIT_GENESIS = '0'.repeat(64);

/**
 * Issue 17 (decision 0028): the audit log of privileged actions, append-only and chained by hash;
 * `audit_head` holds the last record's seq and hash, and every append updates it first, which
 * serialises appends on PostgreSQL (a row lock until commit) as SQLite's single writer does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_account', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_account', 'at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_id', 'at']).execute();

  await db.schema
    .createTable('audit_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ audit_head: { id: number; seq: number; hash: string } }>)
    .insertInto('audit_head')
    .values({ id: 1, seq: 0, hash: AUDIT_GENESIS })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_head').ifExists().execute();
  await db.schema.dropTable('audit_log').ifExists().execute();
}
