import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements are kept; the least recently used goes first. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely's dialect sees it, with its prepared statements kept and reused
 * by SQL text. Kysely's driver prepares every query anew; preparing is a parse and a plan each
 * time, a fixed cost that on the open API's hot path (a lookup and a page) was about a third of the
 * database time. Parameters are bound per run, so a statement is safe to reuse; one that is still
 * being iterated (a streamed query) is busy, and a fresh one is prepared beside it then.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
