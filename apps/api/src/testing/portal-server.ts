import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@portal/server-db';
import { DEMO_ORGANISATIONS, seedDemoData } from '@portal/server-demo-data';
import { openSqliteSnapshot, openSqliteTestDatabase, type TestDatabase } from '@portal/server-db/testing';
import type { SmsSender } from '@portal/server-identity';
import { buildApp, type AppOptions } from '../app';
import type { UploadQuota } from '@portal/server-files';
import type { CasValidator } from '@portal/server-identity';

/**
 * A real portal server for API tests: seeded database (SQLite or PostgreSQL),
 * dev CAS provider and SMS outbox (or the SMS sender given), listening on a loopback port so the
 * CAS ticket validation really goes over HTTP. The clock is the test's. Requests name the
 * provincial site's host, `localhost:<port>`.
 */
/**
 * The configuration of a test server: no built apps, the dev identity tools, the sites on localhost
 * at the port it listens on (and their city subdomains), sign-in limits out of the way.
 */
/** Listens on a free loopback port; the origin the province answers on there (`http://localhost:<port>`). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
}

export function testServerConfig(options: { loginRatePerMinute?: number } = {}) {
  return {
    webRoot: mkdtempSync(join(tmpdir(), 'portal-web-')),
    casBaseUrl: undefined,
    publicOrigin: 'http://localhost:0',
    devTools: true,
    session: { idleMinutes: 30, absoluteHours: 12 },
    loginRatePerMinute: options.loginRatePerMinute ?? 10_000,
  };
}

/** The test clock's start, and the time the demo data is seeded at. */
const SEEDED_AT = Date.UTC(2026, 10, 22, 2, 0, 0);

/**
 * Seeded SQLite databases by rows per resource, serialized. The demo seed costs ~0.55 s on
 * SQLite (most of it building the search index) and every server of a test file seeds the same
 * rows at the same time, so a file seeds once and each server opens a copy (a few ms).
 * PostgreSQL test schemas are seeded one by one.
 */
const sqliteSeeds = new Map<number, Promise<Buffer>>();

function seededSqlite(records: number): Promise<Buffer> {
  let seeded = sqliteSeeds.get(records);
  if (!seeded) {
    seeded = (async () => {
      const template = await openSqliteTestDatabase();
      try {
        await seedDemoData(template.db, { now: SEEDED_AT, records });
        return template.snapshot();
      } finally {
        await template.close();
      }
    })();
    // A failed seed is not kept: the next server tries again (and fails its own test).
    seeded.catch(() => sqliteSeeds.delete(records));
    sqliteSeeds.set(records, seeded);
  }
  return seeded;
}

async function openSeeded(target: TestDatabase, records: number): Promise<DatabaseHandle> {
  if (target.name === 'sqlite') return openSqliteSnapshot(await seededSqlite(records));
  const database = await target.open();
  try {
    await seedDemoData(database.db, { now: SEEDED_AT, records });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function startPortalServer(
  target: TestDatabase,
  options: {
    loginRatePerMinute?: number;
    sms?: SmsSender;
    cas?: CasValidator;
    trustProxy?: string[];
    uploadQuota?: Partial<UploadQuota>;
    maxInFlight?: number;
    /** Rows per resource (issue 22); none unless asked. */
    records?: number;
    /** URLs per sitemap file and rows per read (issue 15 §Findable). */
    sitemap?: AppOptions['config']['sitemap'];
    /** Sites' enabled features by code, in place of their records' (issue 15 §Findable). */
    siteFeatures?: AppOptions['siteFeatures'];
  } = {},
) {
  const records = options.records ?? 0;
  const database: DatabaseHandle = await openSeeded(target, records);
  const clock = { now: SEEDED_AT };
  const config = testServerConfig(options.loginRatePerMinute === undefined ? {} : { loginRatePerMinute: options.loginRatePerMinute });
  const app: FastifyInstance = await buildApp({
    config: {
      ...config,
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      ...(options.uploadQuota ? { uploadQuota: options.uploadQuota } : {}),
      ...(options.maxInFlight ? { maxInFlight: options.maxInFlight } : {}),
      ...(options.sitemap ? { sitemap: options.sitemap } : {}),
    },
    database,
    now: () => clock.now,
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.cas ? { cas: options.cas } : {}),
    ...(options.siteFeatures ? { siteFeatures: options.siteFeatures } : {}),
  });
  const host = new URL(await listenOnLoopback(app)).host;

  const api = (method: 'GET' | 'POST', path: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/alpha-portal/api/v1${path}`,
      headers: { host, ...(token ? { 'user-token': token } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
    });

  /** The dev provider's sign-in for an SSO account; returns the ticket and the service it is bound to. */
  async function ssoTicket(account: string, service = `http://${host}/login?preUrl=%2Fworkspace`) {
    const identity = await database.db.selectFrom('dev_sso_identities').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'POST',
      url: '/cas/login',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ identity: identity.id, service }).toString(),
    });
    const location = new URL(String(response.headers['location']));
    return { ticket: location.searchParams.get('ticket') ?? '', service };
  }

  /** The latest SMS code sent to a phone, from the dev outbox. */
  async function lastCode(phone: string): Promise<string> {
    // The newest code text: a notice (issue 22) may have been texted to the same phone after it.
    const response = await app.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${phone}&limit=10`, headers: { host } });
    const message = (response.json().data as { body: string }[]).find((item) => /验证码为\d{6}/.test(item.body));
    return /验证码为(\d{6})/.exec(message?.body ?? '')?.[1] ?? '';
  }

  /** Full sign-in of a staff account or an SSO corporation: returns the AuthState. */
  async function signIn(kind: 'account' | 'sso', account: string, password?: string) {
    const uuid = 'test-login-uuid';
    const body = kind === 'sso' ? { loginType: 'sso', ...(await ssoTicket(account)), uuid } : { loginType: 'account', account, password, uuid };
    const primary = await api('POST', '/web/login/primary', body);
    const { attemptId } = primary.json().data as { attemptId: string };
    const user = await database.db.selectFrom('users').select('phone').where('account', '=', account).executeTakeFirstOrThrow();
    await api('POST', '/web/login/primary/msg-send', { attemptId });
    await api('POST', '/web/login/primary/msg-check', { attemptId, code: await lastCode(user.phone) });
    const second = await api('POST', '/web/login/second', { attemptId });
    return second.json().data as { token: string; userType: string; corName: string; name: string; rights: string[] };
  }

  /** A GET of the contract (with the spec's `t`), as status and parsed body. */
  async function get(path: string, token?: string) {
    const response = await api('GET', `${path}${path.includes('?') ? '&' : '?'}t=1`, undefined, token);
    return { status: response.statusCode, body: response.json() };
  }

  return {
    app,
    database,
    clock,
    host,
    /** Where the server looks for the site apps' builds (empty: every site answers 503 until a test writes one). */
    webRoot: config.webRoot,
    api,
    get,
    ssoTicket,
    lastCode,
    signIn,
    corp: DEMO_ORGANISATIONS[0]!,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type PortalServer = Awaited<ReturnType<typeof startPortalServer>>;
