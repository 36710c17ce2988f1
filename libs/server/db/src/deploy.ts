import { PostgresIntrospector, sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** The advisory lock every deploy step takes (issue 20); Kysely's migrator uses its own, another number. */
const DEPLOY_LOCK = 2_026_112_020;

/**
 * Issue 20: runs `work` while holding the deploy lock, so that of several nodes (or a node and
 * `npm run migrate`) starting at once, one migrates, seeds and builds the search index while the others
 * wait, then find it done. PostgreSQL: a session advisory lock on a connection of its own, released
 * even when `work` fails. SQLite: one process owns the file, and `work` simply runs.
 */
export async function withDeployLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!(db.introspection instanceof PostgresIntrospector)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${DEPLOY_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${DEPLOY_LOCK})`.execute(connection);
    }
  });
}

/** One round trip to the database: readiness (issue 20). Throws what the driver throws. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
