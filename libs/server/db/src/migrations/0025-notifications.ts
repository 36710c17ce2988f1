import type { Kysely } from 'kysely';

/**
 * Issue 22: notifications. One row per recipient: what happened (kind, title, body, a link into the
 * portal), when it was read, and its text message: `sms_state` is 'skipped' (the user's settings or
 * no phone), 'pending' (sent after the change that made it commits, by whichever node claims it),
 * 'sending', 'sent' or 'failed'. `dedupe_key` makes a notice that a sweep may find twice (an
 * authorization about to expire) exist once per recipient.
 * `notification_settings`: per account, whether notices may go out by SMS (absent: yes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('sms_state', 'text', (c) => c.notNull())
    .addColumn('sms_claimed_at', 'bigint')
    .addColumn('dedupe_key', 'text')
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('notifications_sms_idx').on('notifications').columns(['sms_state', 'created_at']).execute();
  await db.schema.createIndex('notifications_dedupe_idx').on('notifications').columns(['user_id', 'dedupe_key']).unique().execute();
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('sms_enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_settings').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
