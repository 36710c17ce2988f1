import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pendingMigrations, type DatabaseHandle } from '@portal/server-db';
import { testDatabaseUrl, withSearchPath } from '@portal/server-db/testing';
import { assertPrepared, prepareDatabase } from './prepare';

// Issue 20: the database is prepared once per deploy (`npm run migrate`), under a lock, and a node that
// does not migrate refuses a database that is behind.

const handles: DatabaseHandle[] = [];
const track = (handle: DatabaseHandle) => (handles.push(handle), handle);
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
});

describe('issue 20 preparing the database (sqlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-prepare-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a node that does not migrate refuses a new database, saying what to run; once prepared it starts, and preparing again does nothing', async () => {
    const database = track(openDatabase({ url: join(dir, 'portal.db') }));
    const pending = await pendingMigrations(database.db);
    expect(pending.length).toBeGreaterThan(20);
    await expect(assertPrepared(database)).rejects.toThrow(/npm run migrate/);

    const first = await prepareDatabase(database, { seedDemoData: false });
    expect(first.applied).toEqual(pending);
    expect(first.indexed).toBe(true);
    await expect(assertPrepared(database)).resolves.toBeUndefined();

    expect(await prepareDatabase(database, { seedDemoData: false })).toEqual({ applied: [], seeded: false, indexed: false });
  });
});

const url = testDatabaseUrl();
describe.skipIf(!url)('issue 20 preparing the database (postgres)', () => {
  const schema = `deploy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  afterAll(async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('two nodes starting at once on a new database: the lock lets one migrate and index, the other finds it done', async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const nodeA = track(openDatabase({ url: withSearchPath(url as string, schema) }));
    const nodeB = track(openDatabase({ url: withSearchPath(url as string, schema) }));
    const pending = await pendingMigrations(nodeA.db);
    await expect(assertPrepared(nodeB)).rejects.toThrow(/npm run migrate/);

    const [a, b] = await Promise.all([prepareDatabase(nodeA, { seedDemoData: false }), prepareDatabase(nodeB, { seedDemoData: false })]);
    // Every migration ran exactly once, and the index was built once.
    expect([...a.applied, ...b.applied]).toEqual(pending);
    expect([a.indexed, b.indexed].filter(Boolean)).toHaveLength(1);
    await expect(assertPrepared(nodeA)).resolves.toBeUndefined();
    await expect(assertPrepared(nodeB)).resolves.toBeUndefined();
  });
});
