import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database';
import {
  openTestDatabases,
  sweepPostgresTestSchemas,
  testDatabaseUrl,
  withSearchPath,
  type PostgresTestHandle,
  type TestDatabase,
  trackedDatabases,
} from './testing';

import { STARTER_DICTIONARY } from './migrations/0017-search-relevance.data';
import { BUILTIN_ROLES } from './migrations/0019-administration';

const TABLES = [
  'account_clients',
  'account_roles',
  'application_files',
  'application_transitions',
  'audit_head',
  'audit_log',
  'authorizations',
  'call_responses',
  'calls',
  'content_generations',
  'content_wall_versions',
  'content_walls',
  'data_domains',
  'data_products',
  'data_resources',
  'data_use_applications',
  'data_use_files',
  'data_use_transitions',
  'departments',
  'dev_cas_tickets',
  'dev_sms_outbox',
  'dev_sso_identities',
  'domain_applications',
  'domain_entry_configs',
  'entry_template_files',
  'login_attempts',
  'login_failures',
  'news',
  'notification_settings',
  'notifications',
  'organisations',
  'password_history',
  'policies',
  'rate_limits',
  'resource_datasets',
  'resource_distributions',
  'resource_records',
  'reviewer_departments',
  'reviewer_domains',
  'roles',
  'search_documents',
  'search_grams',
  'search_misses',
  'search_synonyms',
  'sessions',
  'site_pages',
  'sms_sends',
  'stored_files',
  'usage_counts',
  'users',
];
const NOW = Date.UTC(2026, 2, 1, 0, 0, 0);
const url = testDatabaseUrl();

/** The tables of this handle's database (on PostgreSQL: of its own schema only). */
async function tableNames(handle: DatabaseHandle & { schema?: string }): Promise<string[]> {
  const tables = await handle.db.introspection.getTables();
  return (
    tables
      .filter((table) => !handle.schema || table.schema === handle.schema)
      .map((table) => table.name)
      // SQLite's FTS5 index (search_fts and its shadow tables) exists on that engine only; checked on its own.
      .filter((name) => !name.startsWith('search_fts'))
      .sort()
  );
}

const org = (id: string, creditCode: string) => ({
  id,
  name: `测试单位${id}`,
  credit_code: creditCode,
  legal_person: '张三',
  address: '江苏省南京市玄武区',
  created_at: NOW,
});

/**
 * A few rows (an organisation, the `admin` account and an SSO identity) under the ids the
 * demo data uses, for the tests below that need a database with something in it; the demo
 * data itself is @portal/server-demo-data's, which this lib does not depend on.
 */
async function writeSampleRows(db: DatabaseHandle['db']): Promise<void> {
  await db.insertInto('organisations').values(org('org_jsdata', '91320000MA27XQ4D0X')).execute();
  await db
    .insertInto('users')
    .values({
      id: 'usr_admin',
      account: 'admin',
      password_hash: null,
      user_type: 'admin',
      name: '平台管理员',
      phone: '13900000000',
      org_id: null,
      rights: '[]',
      enabled: 1,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  await db
    .insertInto('dev_sso_identities')
    .values({
      id: 'sso_corp_jsdata',
      account: 'corp.jsdata',
      display_name: '测试单位org_jsdata',
      kind: 'corporation',
      credit_code: '91320000MA27XQ4D0X',
      created_at: NOW,
    })
    .execute();
}

/** Whether the sample rows are there (the `admin` account exists). */
async function hasSampleRows(db: DatabaseHandle['db']): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirst()) !== undefined;
}

/** The same checks on every engine. */
function engineSuite(target: TestDatabase) {
  const { open, closeAll } = trackedDatabases(target);
  afterEach(closeAll);

  it('migrations create every table; migrating again is a no-op', async () => {
    const handle = await open();
    expect(handle.engine).toBe(target.name);
    expect(await tableNames(handle)).toEqual(TABLES);
    // The search index: an FTS5 table on SQLite, a GIN-indexed tsvector column on PostgreSQL (decision 0010).
    const fts = (await handle.db.introspection.getTables()).some((table) => table.name === 'search_fts');
    const documentColumn = (await handle.db.introspection.getTables())
      .find((table) => table.name === 'search_documents')
      ?.columns.some((column) => column.name === 'document');
    expect({ fts, documentColumn }).toEqual(target.name === 'sqlite' ? { fts: true, documentColumn: false } : { fts: false, documentColumn: true });
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const users = (await handle.db.introspection.getTables()).find((table) => table.name === 'users');
    expect(users?.columns.map((column) => column.name).sort()).toEqual(
      [
        'account',
        'created_at',
        'disabled_reason',
        'enabled',
        'first_sign_in_at',
        'id',
        'last_sign_in_at',
        'must_change_password',
        'name',
        'org_id',
        'password_hash',
        'phone',
        'rights',
        'updated_at',
        'user_type',
        'version',
      ].sort(),
    );
  });

  it('enforces unique credit codes and accounts', async () => {
    const { db } = await open();
    await db.insertInto('organisations').values(org('org_a', '91320000MA27XQ4D0X')).execute();
    await expect(db.insertInto('organisations').values(org('org_b', '91320000MA27XQ4D0X')).execute()).rejects.toThrow(/unique/i);
    const user = {
      password_hash: null,
      user_type: 'second' as const,
      name: '张三',
      phone: '13900000000',
      org_id: 'org_a',
      rights: '[]',
      enabled: 1,
      created_at: NOW,
      updated_at: NOW,
    };
    await db
      .insertInto('users')
      .values({ ...user, id: 'usr_1', account: 'corp.a' })
      .execute();
    await expect(
      db
        .insertInto('users')
        .values({ ...user, id: 'usr_2', account: 'corp.a' })
        .execute(),
    ).rejects.toThrow(/unique/i);
    expect(await db.selectFrom('organisations').select('id').execute()).toEqual([{ id: 'org_a' }]);
  });

  it('enforces foreign keys', async () => {
    const { db } = await open();
    const user = {
      id: 'usr_x',
      account: 'corp.x',
      password_hash: null,
      user_type: 'second' as const,
      name: '张三',
      phone: '13900000000',
      rights: '[]',
      enabled: 1,
      created_at: NOW,
      updated_at: NOW,
    };
    await expect(
      db
        .insertInto('users')
        .values({ ...user, org_id: 'org_missing' })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('round-trips bigint times as numbers', async () => {
    const { db } = await open();
    await db.insertInto('organisations').values(org('org_t', '91320000MA27XQ4D0X')).execute();
    await db
      .insertInto('users')
      .values({
        id: 'usr_t',
        account: 'corp.t',
        password_hash: null,
        user_type: 'second',
        name: '张三',
        phone: '13900000000',
        org_id: 'org_t',
        rights: '[]',
        enabled: 1,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const session = {
      token_hash: 'a'.repeat(64),
      user_id: 'usr_t',
      created_at: NOW,
      last_seen_at: NOW + 1,
      idle_expires_at: NOW + 30 * 60_000,
      absolute_expires_at: Number.MAX_SAFE_INTEGER,
      revoked_at: null,
    };
    await db.insertInto('sessions').values(session).execute();
    const row = await db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual(session);
    for (const key of ['created_at', 'last_seen_at', 'idle_expires_at', 'absolute_expires_at'] as const) expect(typeof row[key]).toBe('number');
    const found = await db.selectFrom('sessions').select('token_hash').where('idle_expires_at', '>', NOW).execute();
    expect(found).toHaveLength(1);
    const users = await db.selectFrom('users').select(['enabled', 'created_at']).execute();
    expect(users).toEqual([{ enabled: 1, created_at: NOW }]);
  });

  it('rolls a failed transaction back', async () => {
    const { db } = await open();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('organisations').values(org('org_r', '91320000MA27XQ4D0X')).execute();
        throw new Error('回滚');
      }),
    ).rejects.toThrow('回滚');
    expect(await db.selectFrom('organisations').select('id').execute()).toEqual([]);
  });

  it('gives every open() its own database', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    await writeSampleRows(a.db);
    expect(await hasSampleRows(a.db)).toBe(true);
    expect(await hasSampleRows(b.db)).toBe(false);
  });
}

const targets = openTestDatabases();
const targetNamed = (name: TestDatabase['name']): TestDatabase =>
  targets.find((target) => target.name === name) ?? { name, open: () => Promise.reject(new Error(`${name}: TEST_DATABASE_URL is not set`)) };

describe('database (sqlite)', () => engineSuite(targetNamed('sqlite')));
describe.skipIf(!url)('database (postgres)', () => engineSuite(targetNamed('postgres')));

describe('openTestDatabases', () => {
  it('offers SQLite always, PostgreSQL only with TEST_DATABASE_URL', () => {
    expect(openTestDatabases({}).map((target) => target.name)).toEqual(['sqlite']);
    expect(openTestDatabases({ TEST_DATABASE_URL: '  ' }).map((target) => target.name)).toEqual(['sqlite']);
    expect(openTestDatabases({ TEST_DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/x' }).map((target) => target.name)).toEqual(['sqlite', 'postgres']);
  });

  it('adds search_path to the startup options, keeping existing ones', () => {
    const withPath = new URL(
      withSearchPath('postgresql://u:p%40ss@db.example:5432/portal?options=-c%20statement_timeout%3D5000&sslmode=disable', 'portal_test_x'),
    );
    expect(withPath.searchParams.get('options')).toBe('-c statement_timeout=5000 -c search_path=portal_test_x');
    expect(withPath.searchParams.get('sslmode')).toBe('disable');
    expect(withPath.password).toBe('p%40ss');
  });
});

describe('SQLite file database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-db-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file (and its directory), uses WAL and keeps data across reopen', async () => {
    const file = join(dir, 'nested', 'portal.db');
    const first = openDatabase({ url: file });
    expect(first.engine).toBe('sqlite');
    await migrateToLatest(first.db);
    await writeSampleRows(first.db);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(first.db);
    expect(rows[0]?.journal_mode).toBe('wal');
    await first.close();

    const second = openDatabase({ url: file });
    expect(await migrateToLatest(second.db)).toEqual([]);
    expect(await hasSampleRows(second.db)).toBe(true);
    await second.close();
  });
});

describe.skipIf(!url)('PostgreSQL test schemas', () => {
  const pgTarget = () => targetNamed('postgres');
  const withClient = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  const schemaExists = (schema: string) =>
    withClient(async (client) => ((await client.query('select 1 from pg_namespace where nspname = $1', [schema])).rowCount ?? 0) > 0);

  it('recycles a closed schema, emptied, and close() is idempotent', async () => {
    const first = (await pgTarget().open()) as PostgresTestHandle;
    expect(first.schema).toMatch(/^portal_test_[a-z0-9]+_\d+_\d+_[0-9a-f]{6}$/);
    await writeSampleRows(first.db);
    await first.db
      .insertInto('sessions')
      .values({
        token_hash: 'b'.repeat(64),
        user_id: 'usr_admin',
        created_at: NOW,
        last_seen_at: NOW,
        idle_expires_at: NOW,
        absolute_expires_at: NOW,
        revoked_at: null,
      })
      .execute();
    await first.db
      .insertInto('dev_cas_tickets')
      .values({ ticket: 'ST-1', identity_id: 'sso_corp_jsdata', service: 'http://localhost/', created_at: NOW, expires_at: NOW, used_at: null })
      .execute();
    await Promise.all([first.close(), first.close()]);

    const second = (await pgTarget().open()) as PostgresTestHandle;
    try {
      expect(second.schema).toBe(first.schema);
      expect(await hasSampleRows(second.db)).toBe(false);
      for (const table of TABLES) {
        const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(second.db);
        // Rows the migrations wrote (the search dictionary's starting set) are put back; nothing else is left.
        expect(Number(rows[0]?.n), table).toBe(
          table === 'search_synonyms' ? STARTER_DICTIONARY.length : table === 'audit_head' ? 1 : table === 'roles' ? BUILTIN_ROLES.length : 0,
        );
      }
      // The dictionary's ids go on from where the migration left them.
      const added = await second.db
        .insertInto('search_synonyms')
        .values({ kind: 'synonym', terms: '["甲","乙"]', updated_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBe(STARTER_DICTIONARY.length + 1);
      expect(await migrateToLatest(second.db)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('drops a schema whose definitions a test changed, instead of reusing it', async () => {
    const first = (await pgTarget().open()) as PostgresTestHandle;
    await sql`alter table users add column nickname text`.execute(first.db);
    await first.close();
    const second = (await pgTarget().open()) as PostgresTestHandle;
    try {
      expect(second.schema).not.toBe(first.schema);
      expect(await schemaExists(first.schema)).toBe(false);
      expect(await tableNames(second)).toEqual(TABLES);
    } finally {
      await second.close();
    }
  });

  it('holds a lock on its schemas; a sweep drops only schemas nobody holds', async () => {
    const handle = (await pgTarget().open()) as PostgresTestHandle;
    const orphan = `portal_test_${(Date.now() - 1000).toString(36)}_1_1_abcdef`;
    try {
      await withClient(async (client) => {
        // Another session cannot take the lock of a schema in use.
        const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock(74637001, hashtext($1)) as got', [handle.schema]);
        expect(rows[0]?.got).toBe(false);
        // A schema left behind by a process that ended (nobody holds its lock).
        await client.query(`create schema ${orphan}`);
      });
      await sweepPostgresTestSchemas(url ?? '');
      expect(await schemaExists(orphan)).toBe(false);
      expect(await schemaExists(handle.schema)).toBe(true);
      expect(await hasSampleRows(handle.db)).toBe(false);
    } finally {
      await handle.close();
      await withClient((client) => client.query(`drop schema if exists ${orphan} cascade`));
    }
  });

  it('migrates into the search_path schema even when another schema holds migrated tables', async () => {
    // public (or any other schema) may hold a migrated copy, e.g. from `npm run seed` on this URL.
    const schema = `portal_manual_${Date.now().toString(36)}_${process.pid}`;
    await withClient(async (client) => {
      await client.query(`create schema ${schema}`);
      try {
        const handle = openDatabase({ url: withSearchPath(url ?? '', schema), poolSize: 2 });
        try {
          expect(await migrateToLatest(handle.db)).toEqual([
            '0001-identity',
            '0002-catalogue',
            '0003-catalogue-frequency-index',
            '0004-publications',
            '0005-search',
            '0006-resource-facets',
            '0007-resource-records-index',
            '0008-onboarding',
            '0009-files',
            '0010-announcements',
            '0011-workspace-indexes',
            '0012-call-response-files',
            '0013-login-failures',
            '0014-stored-files-usage',
            '0015-content-generations',
            '0016-resource-list-indexes',
            '0017-search-relevance',
            '0018-audit-log',
            '0019-administration',
            '0020-content-wall-versions',
            '0021-usage-counts',
            '0022-rate-limits',
            '0023-resource-records',
            '0024-data-use',
            '0025-notifications',
          ]);
          const tables = await client.query<{ table_name: string }>('select table_name from information_schema.tables where table_schema = $1 order by 1', [
            schema,
          ]);
          expect(tables.rows.map((row) => row.table_name)).toEqual([...TABLES, 'kysely_migration', 'kysely_migration_lock'].sort());
        } finally {
          await handle.close();
        }
      } finally {
        await client.query(`drop schema if exists ${schema} cascade`);
      }
    });
  });
});
