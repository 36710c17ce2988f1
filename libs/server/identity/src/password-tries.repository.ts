import { sql, type Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import { PASSWORD_BACKOFF } from './login.rules';

/**
 * Counts a password try for an account name before its password is checked, in one statement
 * that also sets the lock once the free tries are used up: a burst of concurrent guesses cannot
 * all pass a read of the count (as with the SMS tries, issue 12 §1). Returns false when the name
 * is locked (nothing counted).
 */
export async function spendPasswordTry(db: Kysely<Database>, key: string, at: number): Promise<boolean> {
  const tries = sql<number>`(case when login_failures.updated_at < ${at - PASSWORD_BACKOFF.forgetAfterMs} then 1 else login_failures.failures + 1 end)`;
  const steps = Array.from({ length: 6 }, (_, index) => PASSWORD_BACKOFF.freeTries + index);
  const lockFor = (count: ReturnType<typeof sql>) =>
    sql`(case ${sql.join(
      steps.map((step, index) =>
        index === steps.length - 1
          ? sql`when ${count} >= ${step} then cast(${at + PASSWORD_BACKOFF.lockMs(step)} as bigint)`
          : sql`when ${count} = ${step} then cast(${at + PASSWORD_BACKOFF.lockMs(step)} as bigint)`,
      ),
      sql` `,
    )} else null end)`;
  const spent = await sql<{ failures: number }>`
    insert into login_failures (account_key, failures, locked_until, updated_at)
    values (${key}, 1, null, cast(${at} as bigint))
    on conflict (account_key) do update
      set failures = ${tries}, locked_until = ${lockFor(tries)}, updated_at = cast(${at} as bigint)
      where login_failures.locked_until is null or login_failures.locked_until <= cast(${at} as bigint)
    returning failures`.execute(db);
  return spent.rows.length > 0;
}

/** When a locked name may try again (epoch ms), or undefined. */
export async function lockedUntil(db: Kysely<Database>, key: string): Promise<number | undefined> {
  const row = await db.selectFrom('login_failures').select('locked_until').where('account_key', '=', key).executeTakeFirst();
  return row?.locked_until === null || row?.locked_until === undefined ? undefined : Number(row.locked_until);
}

/** A correct password clears the name's count. */
export async function clearPasswordTries(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', key).execute();
}

/** Housekeeping: names nobody tried for a day and that are not locked. */
export async function forgetOldPasswordTries(db: Kysely<Database>, at: number): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('updated_at', '<', at - PASSWORD_BACKOFF.forgetAfterMs)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .execute();
}
