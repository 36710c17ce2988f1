import type { Kysely } from 'kysely';
import type { NotificationKind } from '@portal/api-contract';
import { newRecordId, type Database } from '@portal/server-db';
import { findUserById } from '@portal/server-identity';
import { insertNotification, smsEnabledOf } from './notifications.repository';

export interface Notice {
  kind: NotificationKind;
  /** One line, the SMS's only variable: no personal data beyond what the recipient already knows. */
  title: string;
  body: string;
  /** A path of the portal (same origin), e.g. /workspace/data-use/detail?id=…. */
  link: string;
  /** Makes the notice exist once per recipient (a sweep may find its cause twice). */
  dedupeKey?: string;
}

/**
 * Tells one account something, in the caller's transaction (so a decision and its notice commit
 * together): the notice is stored, and marked for SMS when the account has a phone, is enabled and
 * allows SMS. The SMS itself goes out after the commit (sms-dispatch.ts). Whether it was stored
 * (false: a notice with the same dedupe key was there).
 */
export async function notify(db: Kysely<Database>, userId: string, notice: Notice, at: number): Promise<boolean> {
  if (!notice.link.startsWith('/') || notice.link.startsWith('//')) throw new Error(`a notice links inside the portal, not to ${notice.link}`);
  const user = await findUserById(db, userId);
  if (!user) return false;
  const texted = Number(user.enabled) === 1 && /^1\d{10}$/.test(user.phone) && (await smsEnabledOf(db, userId));
  return insertNotification(db, {
    id: newRecordId('ntf'),
    user_id: userId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link,
    created_at: at,
    read_at: null,
    sms_state: texted ? 'pending' : 'skipped',
    sms_claimed_at: null,
    dedupe_key: notice.dedupeKey ?? null,
  });
}

/** Tells each of these accounts the same thing. */
export async function notifyAll(db: Kysely<Database>, userIds: readonly string[], notice: Notice, at: number): Promise<number> {
  let stored = 0;
  for (const userId of new Set(userIds)) if (await notify(db, userId, notice, at)) stored += 1;
  return stored;
}
