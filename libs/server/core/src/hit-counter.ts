import { sql, type Kysely } from 'kysely';
import { PREPARED, type Database } from '@portal/server-db';

/**
 * Issue 20: request rates counted in the database (`rate_limits`), so that every node of one
 * database shares one count. A key's hits are counted in fixed windows: the first hit opens a window
 * of `windowMs`, and a hit at or after its end opens the next one. The HTTP rate limits
 * (@fastify/rate-limit's store, apps/api) and the per-account upload rate (files) count here.
 */

/** The hits counted under a key in its current window, this one included, and when the window ends. */
export interface CountedHit {
  count: number;
  /** Epoch ms; always after the `now` the hit was counted at. */
  resetAt: number;
}

/** A process deletes the rows whose window has ended at most this often (per database). */
export const HIT_SWEEP_INTERVAL_MS = 60_000;

/** When this process last deleted ended windows, per database (a process may serve several, as the tests do). */
const lastSweep = new WeakMap<Kysely<Database>, number>();

/**
 * Counts one hit under `key` at `now` and answers the window's count, in one atomic statement
 * (an upsert that returns the row): concurrent hits on any number of nodes are each counted once,
 * and each sees its own count. A window that has ended starts again at 1 in the same statement.
 */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, now: number): Promise<CountedHit> {
  const ended = sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${ended} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
        reset_at: sql<number>`case when ${ended} then ${sql.ref('excluded.reset_at')} else ${sql.ref('rate_limits.reset_at')} end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .modifyEnd(PREPARED)
    .executeTakeFirstOrThrow();
  await sweepNowAndThen(db, now);
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Deletes the rows whose window has ended by `now` (a hit on them would start anew anyway); how many. */
export async function sweepEndedHits(db: Kysely<Database>, now: number): Promise<number> {
  const deleted = await db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Housekeeping piggy-backed on the hits: at most once per {@link HIT_SWEEP_INTERVAL_MS} per process
 * and database (or when the clock went back), so the table holds about the keys of the last window.
 * A failed sweep is tried again at the next hit; the hit itself has been counted.
 */
async function sweepNowAndThen(db: Kysely<Database>, now: number): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now >= last && now - last < HIT_SWEEP_INTERVAL_MS) return;
  lastSweep.set(db, now);
  try {
    await sweepEndedHits(db, now);
  } catch {
    lastSweep.delete(db);
  }
}
