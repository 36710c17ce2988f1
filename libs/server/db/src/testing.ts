import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, sqliteHandle, type DatabaseEngine, type DatabaseHandle } from './database';

/**
 * Test databases on every engine the tests can reach (architecture §7: the API tests run
 * on SQLite and PostgreSQL). Import from `@portal/server-db/testing`.
 *
 *   for (const target of openTestDatabases()) {
 *     describe(target.name, () => {
 *       let handle: DatabaseHandle;
 *       beforeEach(async () => { handle = await target.open(); });
 *       afterEach(() => handle.close());
 *       …
 *     });
 *   }
 *
 * SQLite is always there (`:memory:`, a few ms). PostgreSQL is there when TEST_DATABASE_URL
 * is set (`eval "$(bash tools/scripts/ci-postgres.sh)"` starts one). Each PostgreSQL open()
 * gets a schema of its own, reached through `search_path`, so tests run in parallel against
 * one database; see {@link openPostgresTestDatabase} for how that stays fast and clean.
 */
export interface TestDatabase {
  name: DatabaseEngine;
  /** A new, isolated, migrated, empty database. Close the handle at the end of the test. */
  open(): Promise<DatabaseHandle>;
}

/** A PostgreSQL test database: the handle plus the schema it lives in. */
export type PostgresTestHandle = DatabaseHandle & { schema: string };

/** The PostgreSQL URL the tests use, or undefined (then only SQLite runs). */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env['TEST_DATABASE_URL']?.trim() || undefined;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function openTestDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const targets: TestDatabase[] = [{ name: 'sqlite', open: openSqliteTestDatabase }];
  const url = testDatabaseUrl(env);
  if (url) targets.push({ name: 'postgres', open: () => openPostgresTestDatabase(url) });
  return targets;
}

/**
 * A migrated in-memory SQLite database whose state can be copied: `snapshot()` serializes it as it
 * is at that moment. With {@link openSqliteSnapshot}, a suite prepares rows once (a seed) and gives
 * each test a copy of its own instead of preparing them again.
 */
export async function openSqliteTestDatabase(): Promise<DatabaseHandle & { snapshot(): Buffer }> {
  const sqlite = new SQLite(':memory:');
  const handle = sqliteHandle(sqlite);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { ...handle, snapshot: () => sqlite.serialize() };
}

/** An in-memory SQLite database that starts as a copy of a snapshot ({@link openSqliteTestDatabase}); writes stay in the copy. */
export function openSqliteSnapshot(snapshot: Buffer): DatabaseHandle {
  return sqliteHandle(new SQLite(snapshot));
}

/** The URL with `-c search_path=<schema>` added to its startup options (others kept). */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  const options = [parsed.searchParams.get('options'), `-c search_path=${schema}`].filter(Boolean).join(' ');
  parsed.searchParams.set('options', options);
  return parsed.toString();
}

/**
 * A migrated PostgreSQL schema of its own, empty.
 *
 * - Creating a schema and migrating it costs ~50–200 ms, so a closed handle's schema is kept
 *   by the process and handed to its next open() after a reset (its tables emptied, its
 *   sequences restarted: ~10 ms), once a fingerprint of its definitions (columns, constraints,
 *   indexes, triggers, functions) proves no test changed them. A changed schema, or one whose
 *   migrations wrote rows of their own, is dropped instead.
 * - The process holds a session-level advisory lock on every schema it owns, on one pinned
 *   connection. When the process ends, however it ends (even killed), the locks go, and the
 *   next test process to start drops those schemas: a run leaves at most its last processes'
 *   few schemas until the next run, and never takes one from a process still running.
 *   `sweepPostgresTestSchemas(url)` drops them on demand.
 */
export function openPostgresTestDatabase(url: string): Promise<PostgresTestHandle> {
  let schemas = schemaPools.get(url);
  if (!schemas) {
    schemas = new SchemaPool(url);
    schemaPools.set(url, schemas);
  }
  return schemas.open();
}

/** Test schemas: `portal_test_<base36 ms>_<pid>_<n>_<random>`; nothing else may use the prefix. */
const SCHEMA_PREFIX = 'portal_test_';
/** classid of the advisory locks (two-int form, apart from Kysely's bigint migration lock). */
const LOCK_CLASS = 74_637_001;
const lockKey = (schema: string) => `${LOCK_CLASS}, hashtext('${schema}')`;

const schemaPools = new Map<string, SchemaPool>();
let schemaCounter = 0;

interface Slot {
  schema: string;
  /** md5 of the schema's definitions, right after migrating. */
  fingerprint: string;
  /** SQL that empties the tables (children first) and restarts the sequences. */
  resetSql: string;
  /** false when the migrations left rows behind: then the schema is dropped at close. */
  recyclable: boolean;
}

/** A string as a dollar-quoted literal whose tag the text does not hold. */
function dollarQuoted(text: string): string {
  let tag = 'rows';
  while (text.includes(`$${tag}$`)) tag += '_';
  return `$${tag}$${text}$${tag}$`;
}

/** Schema names are generated here, [a-z0-9_] only, so they are safe unquoted and in literals. */
const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/** One md5 over the definitions in a schema, the schema's own name left out. */
const fingerprintSql = (schema: string) => `
  select md5(replace(coalesce(string_agg(item, E'\\n' order by item), ''), '${schema}.', '')) as fingerprint from (
    select 'c:' || c.relname || ':' || c.relkind::text || ':' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
        || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') as item
      from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where c.relnamespace = '${schema}'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
    union all
    select 'k:' || conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = '${schema}'::regnamespace
    union all
    select 'i:' || pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace = '${schema}'::regnamespace
    union all
    select 't:' || pg_get_triggerdef(t.oid)
      from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = '${schema}'::regnamespace and not t.tgisinternal
    union all
    select 'f:' || p.oid::regprocedure::text || ':' || md5(coalesce(p.prosrc, ''))
      from pg_proc p where p.pronamespace = '${schema}'::regnamespace
    union all
    select 's:' || c.relname from pg_class c where c.relnamespace = '${schema}'::regnamespace and c.relkind = 'S'
  ) items`;

/**
 * Drops every test schema that no live process holds: the ones left by test processes that
 * ended. Each process sweeps once when it first opens a PostgreSQL test database; CI may call
 * this at the end of a run too. Never throws.
 */
export async function sweepPostgresTestSchemas(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'portal-test-sweep' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await sweepWith(client);
  } catch {
    // Housekeeping only.
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function sweepWith(client: pg.Client): Promise<void> {
  try {
    const { rows } = await client.query<{ schema: string }>(`
      with candidates as materialized (
        select nspname as schema from pg_namespace where nspname like '${SCHEMA_PREFIX.replaceAll('_', '\\_')}%'
      )
      select schema from candidates where pg_try_advisory_lock(${LOCK_CLASS}, hashtext(schema))`);
    for (const { schema } of rows) {
      if (SAFE_NAME.test(schema)) await client.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
      await client.query(`select pg_advisory_unlock(${LOCK_CLASS}, hashtext($1))`, [schema]).catch(() => undefined);
    }
  } catch {
    // Sweeping is housekeeping: never fail a test over it.
  }
}

/** Tables in an order where every table comes before the tables it references; null on a cycle. */
function childrenFirst(tables: string[], references: Array<{ child: string; parent: string }>): string[] | null {
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  const pendingChildren = new Map(tables.map((table) => [table, 0]));
  for (const { child, parent } of references) {
    if (child === parent || !parentsOf.has(child) || !pendingChildren.has(parent)) continue;
    if (parentsOf.get(child)?.has(parent)) continue;
    parentsOf.get(child)?.add(parent);
    pendingChildren.set(parent, (pendingChildren.get(parent) ?? 0) + 1);
  }
  const ready = tables.filter((table) => pendingChildren.get(table) === 0);
  const order: string[] = [];
  while (ready.length > 0) {
    const table = ready.shift() as string;
    order.push(table);
    for (const parent of parentsOf.get(table) ?? []) {
      const left = (pendingChildren.get(parent) ?? 0) - 1;
      pendingChildren.set(parent, left);
      if (left === 0) ready.push(parent);
    }
  }
  return order.length === tables.length ? order : null;
}

class SchemaPool {
  /** The pinned connection that holds this process's schema locks. */
  private session: Promise<pg.Client> | undefined;
  private sessionClient: pg.Client | undefined;
  private pendingQueries = 0;
  /** Closed handles' schemas, ready for the next open(). */
  private readonly free: Slot[] = [];

  constructor(private readonly url: string) {}

  async open(): Promise<PostgresTestHandle> {
    for (let slot = this.free.pop(); slot; slot = this.free.pop()) {
      if (await this.reset(slot)) return this.handleFor(slot);
      await this.discard(slot.schema);
    }
    try {
      return await this.create();
    } catch (error) {
      // Seen once in a full run (issue 22): a schema this process had just created and locked was gone
      // when its migrations began ("schema … does not exist"), with no sweep able to take its lock. The
      // cause is not found yet; a second schema is tried once, so a run does not fail on it unexplained.
      if (!/schema "portal_test_[a-z0-9_]+" does not exist/.test(String((error as Error).message))) throw error;
      return this.create();
    }
  }

  /** Runs SQL on the pinned session; its socket keeps the process alive only meanwhile. */
  private async query<Row extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<Row>> {
    const client = await this.connect();
    const socket = client as unknown as { ref?: () => void; unref?: () => void };
    this.pendingQueries += 1;
    socket.ref?.();
    try {
      return await client.query<Row>(text);
    } finally {
      this.pendingQueries -= 1;
      if (this.pendingQueries === 0) socket.unref?.();
    }
  }

  private connect(): Promise<pg.Client> {
    if (!this.session) {
      const connecting = this.openSession();
      this.session = connecting;
      connecting.catch(() => {
        if (this.session === connecting) this.session = undefined;
      });
    }
    return this.session;
  }

  private async openSession(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'portal-test-schemas' });
    const lost = () => {
      if (this.sessionClient !== client) return;
      // The locks went with the connection: other processes may drop our schemas now.
      this.session = undefined;
      this.sessionClient = undefined;
      this.free.length = 0;
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    this.sessionClient = client;
    // Schemas of ended test processes go first.
    await sweepWith(client);
    return client;
  }

  private async create(): Promise<PostgresTestHandle> {
    schemaCounter += 1;
    const schema = `${SCHEMA_PREFIX}${Date.now().toString(36)}_${process.pid}_${schemaCounter}_${randomBytes(3).toString('hex')}`;
    // Locked before it exists, so no sweeper can take it.
    await this.query(`select pg_advisory_lock(${lockKey(schema)}); create schema ${schema}`);
    const handle = openDatabase({ url: withSearchPath(this.url, schema), poolSize: 4 });
    try {
      await migrateToLatest(handle.db);
      return this.handleFor(await this.inspect(schema), handle);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await this.discard(schema);
      throw error;
    }
  }

  /** Fingerprint and reset SQL of a freshly migrated schema. */
  private async inspect(schema: string): Promise<Slot> {
    const [fingerprint, tables, references, sequences] = (await this.query(`
      ${fingerprintSql(schema)};
      select c.relname as name from pg_class c
        where c.relnamespace = '${schema}'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
          and c.relname not in ('kysely_migration', 'kysely_migration_lock');
      select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = '${schema}'::regnamespace;
      select c.relname as name from pg_class c where c.relnamespace = '${schema}'::regnamespace and c.relkind = 'S'`)) as unknown as pg.QueryResult[];
    const tableNames = (tables?.rows ?? []).map((row) => String(row['name']));
    const sequenceNames = (sequences?.rows ?? []).map((row) => String(row['name']));
    const quoted = (name: string) => `${schema}."${name.replaceAll('"', '""')}"`;

    const order = childrenFirst(
      tableNames,
      (references?.rows ?? []).map((row) => ({ child: String(row['child']), parent: String(row['parent']) })),
    );
    const statements = order === null ? [`truncate table ${tableNames.map(quoted).join(', ')} cascade`] : order.map((table) => `delete from ${quoted(table)}`);

    // Rows that migrations wrote themselves (e.g. the search dictionary's starting set) are put back
    // after the reset, parents first, and each sequence goes back to where the migrations left it.
    // Without an order (a reference cycle) they could not be put back: such schemas are not recycled.
    let recyclable = true;
    if (tableNames.length > 0) {
      const { rows } = await this.query<{ name: string; rows: string }>(
        tableNames.map((table) => `select '${table}' as name, (select count(*) from ${quoted(table)}) as rows`).join(' union all '),
      );
      const written = rows.filter((row) => Number(row.rows) > 0).map((row) => row.name);
      if (written.length > 0 && order === null) recyclable = false;
      for (const table of [...(order ?? [])].reverse().filter((name) => written.includes(name))) {
        const { rows: json } = await this.query<{ rows: string }>(`select coalesce(json_agg(t), '[]')::text as rows from ${quoted(table)} t`);
        statements.push(`insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ${dollarQuoted(json[0]?.rows ?? '[]')})`);
      }
    }
    for (const sequence of sequenceNames) {
      const { rows } = await this.query<{ last_value: string; is_called: boolean }>(`select last_value, is_called from ${quoted(sequence)}`);
      const state = rows[0];
      statements.push(
        state ? `select setval('${quoted(sequence)}', ${Number(state.last_value)}, ${state.is_called})` : `alter sequence ${quoted(sequence)} restart`,
      );
    }
    return { schema, fingerprint: String(fingerprint?.rows[0]?.['fingerprint'] ?? ''), resetSql: statements.join(';\n'), recyclable };
  }

  /** Empties a used schema; false when its definitions changed (or the reset failed). */
  private async reset(slot: Slot): Promise<boolean> {
    try {
      // One round trip, one implicit transaction: the fingerprint first, then the reset.
      const results = (await this.query(`${fingerprintSql(slot.schema)};\n${slot.resetSql}`)) as unknown as pg.QueryResult | pg.QueryResult[];
      const first = Array.isArray(results) ? results[0] : results;
      return first?.rows[0]?.['fingerprint'] === slot.fingerprint;
    } catch {
      return false;
    }
  }

  private handleFor(slot: Slot, handle = openDatabase({ url: withSearchPath(this.url, slot.schema), poolSize: 4 })): PostgresTestHandle {
    let closing: Promise<void> | undefined;
    return {
      db: handle.db,
      engine: handle.engine,
      schema: slot.schema,
      close: () =>
        (closing ??= handle.close().then(() => {
          if (slot.recyclable && this.sessionClient) this.free.push(slot);
          else return this.discard(slot.schema);
        })),
    };
  }

  /** Drops a schema for good and lets go of its lock. */
  private async discard(schema: string): Promise<void> {
    await this.query(`drop schema if exists ${schema} cascade; select pg_advisory_unlock(${lockKey(schema)})`).catch(() => undefined);
  }
}

/**
 * Opens databases of one target and closes them all at once: a suite calls
 * `open()` in its tests and `closeAll()` in its afterEach.
 */
export function trackedDatabases(target: TestDatabase) {
  const opened: DatabaseHandle[] = [];
  return {
    async open(): Promise<DatabaseHandle> {
      const handle = await target.open();
      opened.push(handle);
      return handle;
    },
    async closeAll(): Promise<void> {
      await Promise.all(opened.splice(0).map((handle) => handle.close()));
    },
  };
}
