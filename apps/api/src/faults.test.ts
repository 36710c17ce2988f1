import SQLite from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, newToken, openDatabase, sha256, type DatabaseHandle } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { openPostgresTestDatabase, testDatabaseUrl, withSearchPath, type PostgresTestHandle } from '@portal/server-db/testing';
import { buildApp } from './app';
import { testServerConfig } from './testing/portal-server';

/**
 * Issue 12, "keep it so": the fault suite. The database goes away under a running server (a
 * PostgreSQL connection path cut and restored; SQLite's file held by another writer), and the
 * server process is killed with SIGKILL in the middle of writes. Each time: failures answer 503 in
 * the envelope, the server recovers by itself once the database is back, and no write that was
 * acknowledged is lost.
 */

const root = new URL('../../..', import.meta.url).pathname;
const pgUrl = testDatabaseUrl();
const T0 = Date.UTC(2026, 10, 25, 2, 0, 0);

/** A session for the seeded admin, written straight into the database. */
async function adminToken(database: DatabaseHandle, at: number): Promise<string> {
  const admin = await database.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  const token = newToken();
  await database.db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: admin.id,
      created_at: at,
      last_seen_at: at,
      idle_expires_at: at + 86_400_000,
      absolute_expires_at: at + 2 * 86_400_000,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Titles of the announcements in the database. */
async function titles(database: DatabaseHandle): Promise<Set<string>> {
  return new Set((await database.db.selectFrom('news').select('title').where('category', '=', 'announcement').execute()).map((row) => row.title));
}

/** A TCP hop between the server and PostgreSQL that can cut every connection and refuse new ones. */
async function cuttablePath(targetHost: string, targetPort: number) {
  const open = new Set<Socket>();
  let passing = true;
  const server: Server = createServer((client) => {
    if (!passing) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.pipe(upstream);
    upstream.pipe(client);
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut() {
      passing = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      passing = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function portalOn(database: DatabaseHandle): Promise<{ app: FastifyInstance; host: string }> {
  const app = await buildApp({ config: testServerConfig(), database, now: () => T0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, host: `localhost:${typeof address === 'object' && address ? address.port : 0}` };
}

/** Saves an announcement draft; the answer as status and envelope. */
async function save(app: FastifyInstance, host: string, token: string, title: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/alpha-portal/api/v1/primary/announcement/save',
    headers: { host, 'user-token': token, 'content-type': 'application/json' },
    payload: JSON.stringify({ title, bodyHtml: `<p>${title}</p>` }),
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: unknown } };
}

/** Retries a save until it is accepted, for at most `limitMs` (the recovery bound). */
async function saveOnceBack(app: FastifyInstance, host: string, token: string, title: string, limitMs: number) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const answer = await save(app, host, token, title);
    if (answer.status === 200) return answer;
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    if (Date.now() > deadline) throw new Error(`not recovered within ${limitMs} ms: ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('issue 12 fault suite: the database goes away under a running server', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it.runIf(pgUrl)('PostgreSQL cut mid-run: 503 in the envelope, back within 5 s of its return, no accepted write lost', async () => {
    const direct: PostgresTestHandle = await openPostgresTestDatabase(pgUrl as string);
    cleanups.push(() => direct.close());
    await seedDemoData(direct.db, { now: T0 });
    const token = await adminToken(direct, T0);
    const target = new URL(pgUrl as string);
    const path = await cuttablePath(target.hostname, Number(target.port || 5432));
    cleanups.push(() => path.close());
    const viaPath = new URL(pgUrl as string);
    viaPath.hostname = '127.0.0.1';
    viaPath.port = String(path.port);
    const database = openDatabase({ url: withSearchPath(viaPath.toString(), direct.schema), poolSize: 4, onConnectionError: () => undefined });
    const { app, host } = await portalOn(database);
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });

    const accepted: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const answer = await save(app, host, token, `断连前公告${n}`);
      expect(answer.status).toBe(200);
      accepted.push(`断连前公告${n}`);
    }
    path.cut();
    for (const title of ['断连中公告1', '断连中公告2']) {
      const answer = await save(app, host, token, title);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ code: 5032, msg: '数据服务暂时不可用，请稍后重试', data: null });
    }
    const read = await app.inject({ method: 'GET', url: '/alpha-portal/api/v1/web/news/list?t=1', headers: { host } });
    expect(read.statusCode).toBe(503);
    path.restore();
    expect((await saveOnceBack(app, host, token, '恢复后公告', 5_000)).status).toBe(200);
    accepted.push('恢复后公告');
    const stored = await titles(direct);
    for (const title of accepted) expect(stored.has(title), title).toBe(true);
    expect(stored.has('断连中公告1') || stored.has('断连中公告2')).toBe(false);
  });

  it('SQLite file held by another writer: writes answer 503 in the envelope, reads go on, writes work once it lets go', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-fault-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'portal.db');
    const database = openDatabase({ url: file });
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { now: T0 });
    const token = await adminToken(database, T0);
    const { app, host } = await portalOn(database);
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });

    expect((await save(app, host, token, '加锁前公告')).status).toBe(200);
    const other = new SQLite(file);
    cleanups.push(() => {
      if (other.open) other.close();
    });
    other.pragma('busy_timeout = 0');
    other.exec('BEGIN EXCLUSIVE');
    const locked = await save(app, host, token, '加锁中公告');
    expect(locked.status).toBe(503);
    expect(locked.body).toEqual({ code: 5032, msg: '数据服务暂时不可用，请稍后重试', data: null });
    const read = await app.inject({ method: 'GET', url: '/alpha-portal/api/v1/web/news/list?t=1', headers: { host } });
    expect(read.statusCode).toBe(200);
    other.exec('COMMIT');
    other.close();
    expect((await saveOnceBack(app, host, token, '解锁后公告', 5_000)).status).toBe(200);
    const stored = await titles(database);
    expect(['加锁前公告', '解锁后公告'].every((title) => stored.has(title))).toBe(true);
    expect(stored.has('加锁中公告')).toBe(false);
  });
});

/** Starts `npm start`'s server (without the build) on a port of its own; resolves once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEV_IDENTITY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const port = /http:\/\/localhost:(\d+)\//.exec(out)?.[1];
      if (port && out.includes('is running')) resolve({ child, base: `http://localhost:${port}` });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.on('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening: ${err.slice(-2000)}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('issue 12 fault suite: SIGKILL during writes', () => {
  const engines: { name: string; env: () => Promise<{ env: Record<string, string>; direct: () => DatabaseHandle; cleanup: () => Promise<void> }> }[] = [
    {
      name: 'sqlite',
      env: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
        const file = join(dir, 'portal.db');
        let handle: DatabaseHandle | undefined;
        return {
          env: { DATABASE_URL: file },
          direct: () => (handle ??= openDatabase({ url: file })),
          cleanup: async () => {
            await handle?.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
    ...(pgUrl
      ? [
          {
            name: 'postgres',
            env: async () => {
              const handle = await openPostgresTestDatabase(pgUrl);
              return { env: { DATABASE_URL: withSearchPath(pgUrl, handle.schema) }, direct: () => handle, cleanup: () => handle.close() };
            },
          },
        ]
      : []),
  ];

  for (const engine of engines) {
    it(`${engine.name}: the killed server restarts on the same data, every acknowledged write is there, the data is intact`, async () => {
      const setup = await engine.env();
      let child: ChildProcess | undefined;
      try {
        const first = await startServer(setup.env);
        child = first.child;
        const token = await adminToken(setup.direct(), Date.now());
        const acknowledged: string[] = [];
        let sent = 0;
        // Four writers in parallel; the kill comes once ten writes were acknowledged, with more in flight.
        const writer = async (lane: number) => {
          while (sent < 400) {
            const title = `写入中断测试${lane}-${(sent += 1)}`;
            let response: Response;
            try {
              response = await fetch(`${first.base}/alpha-portal/api/v1/primary/announcement/save`, {
                method: 'POST',
                headers: { 'user-token': token, 'content-type': 'application/json' },
                body: JSON.stringify({ title, bodyHtml: `<p>${title}</p>` }),
              });
            } catch {
              return; // the server is gone
            }
            const body = (await response.json().catch(() => ({}))) as { code?: number };
            if (response.status === 200 && body.code === 0) acknowledged.push(title);
            if (acknowledged.length >= 10 && child?.exitCode === null && child.signalCode === null) void killed(child);
          }
        };
        await Promise.all([0, 1, 2, 3].map(writer));
        await killed(first.child);
        expect(acknowledged.length).toBeGreaterThanOrEqual(10);

        const second = await startServer(setup.env);
        child = second.child;
        const health = await fetch(`${second.base}/alpha-portal/api/v1/health`);
        expect(((await health.json()) as { data: unknown }).data).toEqual({ status: 'up' });
        const stored = await titles(setup.direct());
        for (const title of acknowledged) expect(stored.has(title), title).toBe(true);
        if (engine.name === 'sqlite') {
          const file = setup.env['DATABASE_URL'] as string;
          const check = new SQLite(file, { readonly: true });
          try {
            expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
            expect(check.pragma('foreign_key_check')).toEqual([]);
          } finally {
            check.close();
          }
        }
        // Writes go on after the restart.
        const after = await fetch(`${second.base}/alpha-portal/api/v1/primary/announcement/save`, {
          method: 'POST',
          headers: { 'user-token': token, 'content-type': 'application/json' },
          body: JSON.stringify({ title: '重启后公告', bodyHtml: '<p>重启后</p>' }),
        });
        expect(after.status).toBe(200);
      } finally {
        if (child) await killed(child);
        await setup.cleanup();
      }
    });
  }
});
