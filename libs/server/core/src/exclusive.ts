import { PostgresIntrospector, sql, type Kysely } from 'kysely';
import type { Database } from '@portal/server-db';

/**
 * The class of the advisory locks {@link exclusiveTransaction} takes (two-int form: apart from the
 * single-bigint locks of deploys, issue 20, and of other tools).
 */
const EXCLUSIVE_LOCK_CLASS = 20_261_120;

/**
 * Issue 20: runs `work` in a write transaction that no other `exclusiveTransaction` of the same
 * `lock` runs beside, on any node of the database, so that a check made inside (how many codes a
 * phone was sent, how much an account stored) still holds when the write that follows it commits.
 *
 * - PostgreSQL: the transaction first takes an advisory lock on the lock's hash, released at commit
 *   or rollback; another node's transaction for the same lock waits for it. Different locks may
 *   share a hash: then they only wait for each other, never miss each other.
 * - SQLite: the transaction begins IMMEDIATE, taking the database's one write lock before its first
 *   read; another connection's waits (busy timeout, then 503 as any busy database). In one process
 *   Kysely's single connection already runs one transaction at a time.
 *
 * `work` is given the transaction; it must not open one of its own. Whatever it throws rolls back.
 */
export async function exclusiveTransaction<T>(db: Kysely<Database>, lock: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.introspection instanceof PostgresIntrospector) {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${sql.lit(EXCLUSIVE_LOCK_CLASS)}, hashtext(${lock}))`.execute(trx);
      return work(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // After a failed commit too: the connection must not stay inside the transaction.
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
