import Fastify, { type FastifyInstance } from 'fastify';
import { migrateToLatest, newId, openDatabase, type DatabaseHandle, type DevSsoIdentity } from '@portal/server-db';
import { devCasPlugin } from './dev-cas.plugin';

/** A fresh, migrated in-memory database (tests only). */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = openDatabase({ url: ':memory:' });
  await migrateToLatest(handle.db);
  return handle;
}

/** Inserts a dev SSO identity (tests only). */
export async function insertIdentity(
  handle: DatabaseHandle,
  identity: Partial<DevSsoIdentity> & Pick<DevSsoIdentity, 'account' | 'display_name' | 'kind'>,
): Promise<DevSsoIdentity> {
  const row: DevSsoIdentity = { id: newId('sso'), credit_code: null, created_at: 1_700_000_000_000, ...identity };
  await handle.db.insertInto('dev_sso_identities').values(row).execute();
  return row;
}

export const TEST_SERVICE = 'https://nanjing.example.test/login?redirect=%2Fworkspace&a=1';
/** The sites the test provider knows (issue 12 §8: tickets only for registered services). */
export const TEST_ORIGINS = ['https://nanjing.example.test', 'http://localhost:4200', 'http://portal.test'] as const;
export const registeredTestOrigins = () => TEST_ORIGINS;
export const TEST_T0 = 1_750_000_000_000;
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** The dev CAS provider on a fresh database with one corporation and one natural person (tests only). */
export async function casHarness() {
  const handle = await freshDatabase();
  const corp = await insertIdentity(handle, {
    account: 'corp-demo',
    display_name: '江苏示例科技有限公司',
    kind: 'corporation',
    credit_code: '91320100MA1XXXXX0Y',
  });
  const person = await insertIdentity(handle, { account: 'zhangsan', display_name: '张三', kind: 'natural' });
  const clock = { now: TEST_T0 };
  const app: FastifyInstance = Fastify();
  await app.register(devCasPlugin, { db: handle.db, now: () => clock.now, registeredOrigins: registeredTestOrigins });

  const issue = (identity: string, service = TEST_SERVICE) =>
    app.inject({ method: 'POST', url: '/cas/login', payload: new URLSearchParams({ identity, service }).toString(), headers: FORM });

  /** Issues a ticket through the login form and returns it ('' when none was issued). */
  async function ticketFor(identity: string, service = TEST_SERVICE): Promise<string> {
    const location = (await issue(identity, service)).headers.location;
    return typeof location === 'string' ? (new URL(location).searchParams.get('ticket') ?? '') : '';
  }

  const validate = (params: Record<string, string>) => app.inject({ method: 'GET', url: `/cas/p3/serviceValidate?${new URLSearchParams(params).toString()}` });

  return {
    handle,
    app,
    corp,
    person,
    clock,
    issue,
    ticketFor,
    validate,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export type CasHarness = Awaited<ReturnType<typeof casHarness>>;
