import type { Kysely } from 'kysely';
import { newId, type Database, type LoginAttempt, type User } from '@portal/server-db';
import { ATTEMPT_TTL_MS, SMS_RULES } from './login.rules';

/** Starts a sign-in attempt for a user who passed the first step; returns its id. */
export async function insertAttempt(db: Kysely<Database>, user: Pick<User, 'id'>, loginType: 'sso' | 'account', uuid: string, at: number): Promise<string> {
  const id = newId('att');
  await db
    .insertInto('login_attempts')
    .values({
      id,
      user_id: user.id,
      login_type: loginType,
      uuid,
      created_at: at,
      expires_at: at + ATTEMPT_TTL_MS,
      code_hash: null,
      code_expires_at: null,
      wrong_tries: 0,
      verified_at: null,
      consumed_at: null,
      dead_at: null,
    })
    .execute();
  return id;
}

export const findAttempt = (db: Kysely<Database>, id: string): Promise<LoginAttempt | undefined> =>
  db.selectFrom('login_attempts').selectAll().where('id', '=', id).executeTakeFirst();

/** SMS codes sent to a phone since a moment (the per-phone send limits). */
export async function smsSentSince(db: Kysely<Database>, phone: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('sms_sends')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('phone', '=', phone)
    .where('sent_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Records a send and gives the attempt its (hashed) code. Call it in the transaction that checked
 * the phone's send limits (issue 20: `exclusiveTransaction` per phone), so both writes land together.
 */
export async function storeCode(trx: Kysely<Database>, attemptId: string, phone: string, hash: string, at: number): Promise<void> {
  await trx
    .insertInto('sms_sends')
    .values({ id: newId('sms'), phone, sent_at: at })
    .execute();
  await trx
    .updateTable('login_attempts')
    .set({ code_hash: hash, code_expires_at: at + SMS_RULES.codeTtlMs })
    .where('id', '=', attemptId)
    .execute();
}

/** A code nobody received must not stay valid. */
export async function dropCode(db: Kysely<Database>, attemptId: string): Promise<void> {
  await db.updateTable('login_attempts').set({ code_hash: null, code_expires_at: null }).where('id', '=', attemptId).execute();
}

/**
 * Spends one of the attempt's tries, in one conditional statement: a burst of concurrent guesses
 * cannot all pass a read of the count (issue 12 §1). PostgreSQL locks the row for the update and
 * re-checks the condition on the row it then sees; SQLite writes one statement at a time.
 * Returns the tries spent so far, or undefined when none was left (or another check passed).
 */
export async function spendCodeTry(db: Kysely<Database>, attemptId: string): Promise<number | undefined> {
  const spent = await db
    .updateTable('login_attempts')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', attemptId)
    .where('verified_at', 'is', null)
    .where('dead_at', 'is', null)
    .where('wrong_tries', '<', SMS_RULES.maxWrongTries)
    .returning('wrong_tries')
    .executeTakeFirst();
  return spent?.wrong_tries;
}

/** The attempt is over (its tries are used up). */
export async function killAttempt(db: Kysely<Database>, attemptId: string, at: number): Promise<void> {
  await db.updateTable('login_attempts').set({ dead_at: at, code_hash: null }).where('id', '=', attemptId).where('verified_at', 'is', null).execute();
}

/** Single use: the code is gone once it passed; the try it spent is given back (it was not wrong). */
export async function markVerified(db: Kysely<Database>, attemptId: string, at: number): Promise<boolean> {
  const updated = await db
    .updateTable('login_attempts')
    .set((eb) => ({ verified_at: at, code_hash: null, code_expires_at: null, wrong_tries: eb('wrong_tries', '-', 1) }))
    .where('id', '=', attemptId)
    .where('verified_at', 'is', null)
    .where('dead_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Marks a verified attempt used, once; false when it already was. */
export async function consumeAttempt(db: Kysely<Database>, attemptId: string, at: number): Promise<boolean> {
  const consumed = await db
    .updateTable('login_attempts')
    .set({ consumed_at: at })
    .where('id', '=', attemptId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(consumed.numUpdatedRows) === 1;
}
