import type { Kysely } from 'kysely';
import type { Database, NotificationTable } from '@portal/server-db';

/** `notifications` and `notification_settings` (issue 22): SQL only. */

/** Adds a notification; one with the same (user, dedupe key) already there is kept instead. Whether it was added. */
export async function insertNotification(db: Kysely<Database>, row: NotificationTable): Promise<boolean> {
  const result = await db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function smsEnabledOf(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('notification_settings').select('sms_enabled').where('user_id', '=', userId).executeTakeFirst();
  // No row: the default, on (decision 0035).
  return row === undefined || Number(row.sms_enabled) === 1;
}

export async function saveSmsEnabled(db: Kysely<Database>, userId: string, enabled: boolean, at: number): Promise<void> {
  const sms_enabled = enabled ? 1 : 0;
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, sms_enabled, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sms_enabled, updated_at: at }))
    .execute();
}

export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listNotifications(db: Kysely<Database>, userId: string, filter: { unreadOnly: boolean }, window: { limit: number; offset: number }) {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Marks the user's notifications read: these ids, or all when `ids` is undefined. */
export async function markRead(db: Kysely<Database>, userId: string, ids: readonly string[] | undefined, at: number): Promise<void> {
  let query = db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== undefined) {
    if (ids.length === 0) return;
    query = query.where('id', 'in', [...ids]);
  }
  await query.execute();
}

/** Notices waiting for their SMS, oldest first, and those whose sender stopped (claimed before `staleBefore`). */
export async function pendingSms(db: Kysely<Database>, staleBefore: number, limit: number) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.title', 'n.sms_state', 'n.sms_claimed_at', 'u.phone'])
    .where((eb) => eb.or([eb('n.sms_state', '=', 'pending'), eb.and([eb('n.sms_state', '=', 'sending'), eb('n.sms_claimed_at', '<', staleBefore)])]))
    .orderBy('n.created_at')
    .limit(limit)
    .execute();
}

/** Takes a notice's SMS for this sender, if nobody else took it since it was read. Whether it did. */
export async function claimSms(
  db: Kysely<Database>,
  row: { id: string; sms_state: NotificationTable['sms_state']; sms_claimed_at: number | null },
  at: number,
): Promise<boolean> {
  let query = db.updateTable('notifications').set({ sms_state: 'sending', sms_claimed_at: at }).where('id', '=', row.id).where('sms_state', '=', row.sms_state);
  query = row.sms_claimed_at === null ? query.where('sms_claimed_at', 'is', null) : query.where('sms_claimed_at', '=', row.sms_claimed_at);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function settleSms(db: Kysely<Database>, id: string, state: 'sent' | 'failed'): Promise<void> {
  await db.updateTable('notifications').set({ sms_state: state }).where('id', '=', id).execute();
}
