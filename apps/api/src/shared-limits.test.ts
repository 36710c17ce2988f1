import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE_PATH } from '@portal/api-contract';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@portal/server-db';
import { testDatabaseUrl, withSearchPath, openTestDatabases, type PostgresTestHandle, type TestDatabase } from '@portal/server-db/testing';
import { DEMO_PASSWORDS, seedDemoData } from '@portal/server-demo-data';
import { buildApp } from './app';
import { ACCOUNTS, writeSession } from './testing/actors';
import { MULTIPART_CONTENT_TYPE, SAMPLE_FILES, filePart, multipart } from './testing/multipart';
import { testServerConfig } from './testing/portal-server';

/**
 * Issue 20: several API nodes on one database behave as one. Two app instances (two `buildApp`
 * calls) serve the same database: on PostgreSQL each through a pool of its own, as two processes
 * would; on SQLite, whose file one process owns, through the one connection. A limit reached
 * through one node is reached on the other; a check-then-write never passes on both at once.
 */
const T0 = Date.UTC(2026, 10, 22, 2, 0, 0);
const LIMITS = { loginRatePerMinute: 3, searchRatePerMinute: 2, pageViewRatePerMinute: 2 };

interface Node {
  app: FastifyInstance;
  host: string;
  /** A call of the contract from a client address (127.0.0.1 unless given). */
  api(method: 'GET' | 'POST', path: string, payload?: unknown, token?: string, from?: string): Promise<LightMyRequestResponse>;
}

/** A second handle on the same data: another pool on the same PostgreSQL schema, or the same SQLite connection. */
function sameDatabase(first: DatabaseHandle): DatabaseHandle {
  const url = testDatabaseUrl();
  const { schema } = first as Partial<PostgresTestHandle>;
  if (first.engine === 'sqlite' || !url || !schema) return { ...first, close: async () => undefined };
  return openDatabase({ url: withSearchPath(url, schema), poolSize: 4 });
}

async function startNode(database: DatabaseHandle, clock: { now: number }): Promise<Node> {
  const app = await buildApp({ config: { ...testServerConfig(), ...LIMITS }, database, now: () => clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const host = `localhost:${typeof address === 'object' && address ? address.port : 0}`;
  const api: Node['api'] = (method, path, payload, token, from = '127.0.0.1') =>
    app.inject({
      method,
      remoteAddress: from,
      url: `${API_BASE_PATH}${path}`,
      headers: { host, ...(token ? { 'user-token': token } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return { app, host, api };
}

for (const target of openTestDatabases()) {
  describe(`issue 20 two nodes on one ${target.name} database`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    /** A seeded database of the test's own and two nodes on it, sharing the test's clock. */
    async function twoNodes(source: TestDatabase) {
      const clock = { now: T0 };
      const first = await source.open();
      cleanups.push(() => first.close());
      await seedDemoData(first.db, { now: clock.now });
      const second = sameDatabase(first);
      cleanups.push(() => second.close());
      const a = await startNode(first, clock);
      cleanups.push(() => a.app.close());
      const b = await startNode(second, clock);
      cleanups.push(() => b.app.close());
      return { a, b, clock, db: first.db };
    }

    /** A session of an account, written straight into the table (sign-in is tested in login.routes.test.ts). */
    const sessionOf = async (db: DatabaseHandle['db'], account: string, at: number) => (await writeSession(db, account, at)).token;

    it('issue 20 a sign-in rate limit reached through node A is refused on node B, with a sane retry-after, until the window ends', async () => {
      const { a, b, clock } = await twoNodes(target);
      // Bodies that fail validation: counted by the limit (before the body is read), nothing else written.
      for (let n = 1; n <= LIMITS.loginRatePerMinute; n += 1) expect((await a.api('POST', '/web/login/primary', {})).statusCode, `call ${n}`).toBe(400);
      clock.now += 20_000;
      const refused = await b.api('POST', '/web/login/primary', {});
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 4290, msg: '请求过于频繁，请稍后再试', data: null });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The window began with A's first call: 40 s of it are left.
      expect(retryAfter).toBe(40);
      expect(Number(refused.headers['x-ratelimit-reset'])).toBe(40);
      expect((await a.api('POST', '/web/login/primary', {})).statusCode).toBe(429);
      // Another route has a counter of its own.
      expect((await b.api('POST', '/web/login/primary/msg-send', {})).statusCode).toBe(400);
      // The window ends for both nodes at once.
      clock.now += 40_000;
      expect((await b.api('POST', '/web/login/primary', {})).statusCode).toBe(400);
      expect((await a.api('POST', '/web/login/primary', {})).statusCode).toBe(400);
    });

    it('issue 20 the search, page-view and modify-password limits are shared by the nodes too', async () => {
      const { a, b, db, clock } = await twoNodes(target);
      const search = (node: Node) => node.api('GET', `/web/search?t=1&q=${encodeURIComponent('交通')}`);
      for (let n = 1; n <= LIMITS.searchRatePerMinute; n += 1) expect((await search(n % 2 ? a : b)).statusCode).toBe(200);
      expect((await search(a)).json()).toEqual({ code: 4290, msg: '请求过于频繁，请稍后再试', data: null });
      expect((await search(b)).statusCode).toBe(429);

      const view = (node: Node) => node.api('POST', '/web/analytics/view', { route: '/home' });
      for (let n = 1; n <= LIMITS.pageViewRatePerMinute; n += 1) expect((await view(n % 2 ? b : a)).statusCode).toBe(200);
      expect((await view(b)).statusCode).toBe(429);

      const token = await sessionOf(db, ACCOUNTS.reviewer, clock.now);
      const modify = (node: Node) => node.api('POST', '/primary/home/modify-password', { oldPassword: 'Guess@1x', newPassword: 'Better#2026x' }, token);
      for (let n = 1; n <= 5; n += 1) expect((await modify(n % 2 ? a : b)).json()).toMatchObject({ code: 4000, msg: '原密码不正确' });
      expect((await modify(b)).statusCode).toBe(429);
      expect((await modify(a)).statusCode).toBe(429);
    });

    it('issue 20 the upload rate reached through node A is refused on node B', async () => {
      const { a, b, db, clock } = await twoNodes(target);
      const token = await sessionOf(db, ACCOUNTS.corpA, clock.now);
      const upload = (node: Node, name: string) =>
        node.app.inject({
          method: 'POST',
          url: `${API_BASE_PATH}/second/file/upload`,
          headers: { host: node.host, 'user-token': token, 'content-type': MULTIPART_CONTENT_TYPE },
          payload: multipart([filePart(name, SAMPLE_FILES.pdf)]),
        });
      for (let n = 1; n <= 20; n += 1) expect((await upload(a, `a${n}.pdf`)).json(), `upload ${n}`).toMatchObject({ code: 0 });
      const refused = await upload(b, 'b21.pdf');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 4290, msg: '上传过于频繁，请稍后再试', data: null });
      const user = await db.selectFrom('users').select('id').where('account', '=', ACCOUNTS.corpA).executeTakeFirstOrThrow();
      expect(await db.selectFrom('stored_files').select('id').where('uploaded_by', '=', user.id).execute()).toHaveLength(20);
      clock.now += 60_000;
      expect((await upload(b, 'b22.pdf')).json()).toMatchObject({ code: 0 });
    });

    it('issue 20 two concurrent SMS sends for one phone through nodes A and B: exactly one is accepted (and of a burst through both, one)', async () => {
      const { a, b, db, clock } = await twoNodes(target);
      const admin = await db.selectFrom('users').select('phone').where('account', '=', 'admin').executeTakeFirstOrThrow();
      /** Each sign-in from a client address of its own: the per-address limit of the sign-in calls stays out of the way. */
      let clients = 0;
      const from = () => `203.0.113.${(clients += 1)}`;
      const attempt = async (node: Node) => {
        const body = { loginType: 'account', account: 'admin', password: DEMO_PASSWORDS.admin, uuid: 'u-1' };
        const primary = await node.api('POST', '/web/login/primary', body, undefined, from());
        return (primary.json().data as { attemptId: string }).attemptId;
      };
      /** Sends for each node's attempt at once; the answers' envelopes, and how many of the attempts hold a code. */
      async function sendAtOnce(nodes: Node[]) {
        // Attempts one after another (a password's concurrent tries would lock the account), then the sends at once.
        const attempts: { node: Node; attemptId: string }[] = [];
        for (const node of nodes) attempts.push({ node, attemptId: await attempt(node) });
        const answers = await Promise.all(
          attempts.map(({ node, attemptId }) => node.api('POST', '/web/login/primary/msg-send', { attemptId }, undefined, from())),
        );
        const coded = await db
          .selectFrom('login_attempts')
          .select('id')
          .where(
            'id',
            'in',
            attempts.map(({ attemptId }) => attemptId),
          )
          .where('code_hash', 'is not', null)
          .execute();
        return { bodies: answers.map((answer) => answer.json() as { code: number; msg: string }), coded: coded.length };
      }
      const sent = async () => ({
        sends: (await db.selectFrom('sms_sends').select('id').where('phone', '=', admin.phone).execute()).length,
        messages: (await db.selectFrom('dev_sms_outbox').select('id').where('phone', '=', admin.phone).execute()).length,
      });

      const pair = await sendAtOnce([a, b]);
      expect(pair.bodies.filter((body) => body.code === 0)).toHaveLength(1);
      expect(pair.bodies.filter((body) => body.code !== 0)).toEqual([{ code: 4290, msg: '验证码发送过于频繁，请1分钟后再试', data: null }]);
      // Only the accepted attempt holds a code; one send was recorded and one message went out.
      expect(pair.coded).toBe(1);
      expect(await sent()).toEqual({ sends: 1, messages: 1 });

      // A minute later, a burst through both nodes: one more send, whoever wins.
      clock.now += 61_000;
      const burst = await sendAtOnce([a, b, a, b, a, b, a, b]);
      expect(burst.bodies.filter((body) => body.code === 0)).toHaveLength(1);
      expect(burst.coded).toBe(1);
      expect(await sent()).toEqual({ sends: 2, messages: 2 });
    });
  });
}

describe('issue 20 a database that cannot count fails a limited request closed', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const DB_DOWN = { code: 5032, msg: '数据服务暂时不可用，请稍后重试', data: null };

  it('issue 20 SQLite held by another writer: the limited sign-in call answers 503 (5032), then counts again once it lets go', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-limits-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'portal.db');
    const database = openDatabase({ url: file });
    cleanups.push(() => database.close());
    await migrateToLatest(database.db);
    // The test waits on the lock's state, not for the busy timeout to run out.
    await sql`pragma busy_timeout = 0`.execute(database.db);
    const node = await startNode(database, { now: T0 });
    cleanups.push(() => node.app.close());
    const other = new SQLite(file);
    cleanups.push(() => {
      if (other.open) other.close();
    });
    other.exec('BEGIN EXCLUSIVE');
    const refused = await node.api('POST', '/web/login/primary', {});
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(DB_DOWN);
    other.exec('COMMIT');
    expect((await node.api('POST', '/web/login/primary', {})).statusCode).toBe(400);
    expect(await database.db.selectFrom('rate_limits').select(['count']).execute()).toEqual([{ count: 1 }]);
  });

  it('issue 20 PostgreSQL out of reach: the limited sign-in call answers 503 (5032), never passes uncounted', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const database = openDatabase({ url: 'postgresql://postgres@127.0.0.1:1/unreachable', onConnectionError: () => undefined });
    cleanups.push(() => database.close());
    const node = await startNode(database, { now: T0 });
    cleanups.push(() => node.app.close());
    const refused = await node.api('POST', '/web/login/primary', { loginType: 'account', account: 'admin', password: 'x', uuid: 'u' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(DB_DOWN);
  });
});
