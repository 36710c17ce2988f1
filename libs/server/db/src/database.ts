import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, PostgresIntrospector, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import pg from 'pg';
import * as identity from './migrations/0001-identity';
import * as catalogue from './migrations/0002-catalogue';
import * as frequencyIndex from './migrations/0003-catalogue-frequency-index';
import * as publications from './migrations/0004-publications';
import * as search from './migrations/0005-search';
import * as resourceFacets from './migrations/0006-resource-facets';
import * as recordsIndex from './migrations/0007-resource-records-index';
import * as onboarding from './migrations/0008-onboarding';
import * as files from './migrations/0009-files';
import * as announcements from './migrations/0010-announcements';
import * as workspaceIndexes from './migrations/0011-workspace-indexes';
import * as callResponseFiles from './migrations/0012-call-response-files';
import * as loginFailures from './migrations/0013-login-failures';
import * as storedFilesUsage from './migrations/0014-stored-files-usage';
import * as contentGenerations from './migrations/0015-content-generations';
import * as resourceListIndexes from './migrations/0016-resource-list-indexes';
import * as searchRelevance from './migrations/0017-search-relevance';
import * as auditLog from './migrations/0018-audit-log';
import * as administration from './migrations/0019-administration';
import * as contentWallVersions from './migrations/0020-content-wall-versions';
import * as usageCounts from './migrations/0021-usage-counts';
import * as rateLimits from './migrations/0022-rate-limits';
import * as resourceRecords from './migrations/0023-resource-records';
import * as dataUse from './migrations/0024-data-use';
import * as notifications from './migrations/0025-notifications';
import type { Database } from './schema';
import { PreparingClient } from './prepared-statements';
import { withStatementCache } from './sqlite-statements';

export type DatabaseEngine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * `postgres://…` / `postgresql://…` for PostgreSQL; otherwise a SQLite file path,
   * or `:memory:`. Default: ./data/portal.db (architecture §7: embedded by default).
   */
  url?: string | undefined;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** An idle PostgreSQL connection broke (the server restarted or went away). */
  onConnectionError?: (error: Error) => void;
}

export const DEFAULT_SQLITE_FILE = 'data/portal.db';

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** Whether a database handle (or a transaction of one) is PostgreSQL's, for the few queries each engine spells its own way. */
export const isPostgres = (db: Kysely<Database>) => db.introspection instanceof PostgresIntrospector;

// PostgreSQL returns bigint (int8) as text by default; times here are epoch ms, well inside 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens the database the URL names, SQLite by default. */
export function openDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  const url = options.url?.trim() || DEFAULT_SQLITE_FILE;
  if (isPostgresUrl(url)) {
    // A connection that cannot be made in 5 s fails (the request answers 503) instead of waiting
    // forever; an idle connection the server drops (restart, failover) is reported, not thrown
    // as an unhandled 'error' event that would end the process. The pool connects anew next time.
    // Queries marked PREPARED go as named statements (prepared-statements.ts).
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000, Client: PreparingClient });
    pool.on('error', (error) => options.onConnectionError?.(error));
    // A connection that breaks while checked out (a query in flight) fails that query; its
    // 'error' event must not go unheard either, or Node ends the process over it.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionError?.(error));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (url !== ':memory:') mkdirSync(dirname(resolve(url)), { recursive: true });
  return sqliteHandle(new SQLite(url));
}

/**
 * A SQLite connection as the app uses one: its pragmas, its statement cache, Kysely over it.
 * `openDatabase` opens files and `:memory:`; the tests also open in-memory copies of a seeded
 * database (server-db/testing `openSqliteSnapshot`).
 */
export function sqliteHandle(sqlite: SQLite.Database): DatabaseHandle {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

const MIGRATIONS: Record<string, Migration> = {
  '0001-identity': identity,
  '0002-catalogue': catalogue,
  '0003-catalogue-frequency-index': frequencyIndex,
  '0004-publications': publications,
  '0005-search': search,
  '0006-resource-facets': resourceFacets,
  '0007-resource-records-index': recordsIndex,
  '0008-onboarding': onboarding,
  '0009-files': files,
  '0010-announcements': announcements,
  '0011-workspace-indexes': workspaceIndexes,
  '0012-call-response-files': callResponseFiles,
  '0013-login-failures': loginFailures,
  '0014-stored-files-usage': storedFilesUsage,
  '0015-content-generations': contentGenerations,
  '0016-resource-list-indexes': resourceListIndexes,
  '0017-search-relevance': searchRelevance,
  '0018-audit-log': auditLog,
  '0019-administration': administration,
  '0020-content-wall-versions': contentWallVersions,
  '0021-usage-counts': usageCounts,
  '0022-rate-limits': rateLimits,
  '0023-resource-records': resourceRecords,
  '0024-data-use': dataUse,
  '0025-notifications': notifications,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * PostgreSQL: the schema the migrations go to (the first of the search_path). Kysely looks for
 * its migration tables in every schema unless told which one, so a second copy of the tables
 * in another schema (tests isolate by schema) would otherwise be taken for this one's.
 */
async function migrationSchemaOf(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.introspection instanceof PostgresIntrospector)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Runs every pending migration (one migration set for both engines); throws on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await migrationSchemaOf(db) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Issue 20: the migrations this database has not run yet. A node started without migrating (production:
 * `npm run migrate` runs them once per deploy) refuses to serve a database that is behind.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await migrationSchemaOf(db) });
  const migrations = await migrator.getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
