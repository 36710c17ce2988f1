import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle, DevSsoIdentity } from '@portal/server-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCasClient, loginUrl, logoutUrl, registerUrl } from './cas-client';
import { devCasPlugin } from './dev-cas.plugin';
import { freshDatabase, insertIdentity } from './test-support';

const SERVICE = 'http://localhost:4200/login?redirect=%2Fworkspace';
const UNAVAILABLE = { ok: false, code: 'PROVIDER_UNAVAILABLE', description: '统一身份认证服务暂不可用' };

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe('createCasClient against the dev provider over HTTP', () => {
  let handle: DatabaseHandle;
  let provider: FastifyInstance;
  let corp: DevSsoIdentity;

  beforeEach(async () => {
    handle = await freshDatabase();
    corp = await insertIdentity(handle, { account: 'corp-demo', display_name: '江苏示例科技有限公司', kind: 'corporation', credit_code: '91320100MA1XXXXX0Y' });
    provider = Fastify();
    await provider.register(devCasPlugin, { db: handle.db, registeredOrigins: () => [new URL(SERVICE).origin] });
    await provider.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await provider.close();
    await handle.close();
  });

  async function ticket(identity: string) {
    const response = await provider.inject({
      method: 'POST',
      url: '/cas/login',
      payload: new URLSearchParams({ identity, service: SERVICE }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return new URL(response.headers.location as string).searchParams.get('ticket') as string;
  }

  it('validates once, then reports the provider failure codes', async () => {
    const client = createCasClient({ baseUrl: `${baseOf(provider)}/cas/` });
    expect(client.baseUrl).toBe(`${baseOf(provider)}/cas`);
    const first = await ticket(corp.id);
    expect(await client.validate(first, SERVICE)).toEqual({
      ok: true,
      user: 'corp-demo',
      attributes: { userType: 'corporation', name: '江苏示例科技有限公司', creditCode: '91320100MA1XXXXX0Y' },
    });
    expect(await client.validate(first, SERVICE)).toMatchObject({ ok: false, code: 'INVALID_TICKET' });
    expect(await client.validate(await ticket(corp.id), 'http://localhost:4200/login')).toMatchObject({ ok: false, code: 'INVALID_SERVICE' });
    expect(await client.validate('', SERVICE)).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
  });

  it('returns a natural person without creditCode', async () => {
    const person = await insertIdentity(handle, { account: 'zhangsan', display_name: '张三', kind: 'natural' });
    const client = createCasClient({ baseUrl: `${baseOf(provider)}/cas` });
    expect(await client.validate(await ticket(person.id), SERVICE)).toEqual({ ok: true, user: 'zhangsan', attributes: { userType: 'natural', name: '张三' } });
  });
});

describe('createCasClient fails closed', () => {
  let fake: FastifyInstance;

  beforeEach(async () => {
    fake = Fastify();
    fake.get('/garbage/p3/serviceValidate', async (_request, reply) => reply.type('application/json').send('<html>oops'));
    fake.get('/shape/p3/serviceValidate', async () => ({
      serviceResponse: { authenticationSuccess: { user: 'x', attributes: { userType: 'alien', name: 'x' } } },
    }));
    fake.get('/empty-user/p3/serviceValidate', async () => ({
      serviceResponse: { authenticationSuccess: { user: '', attributes: { userType: 'natural', name: 'x' } } },
    }));
    fake.get('/error/p3/serviceValidate', async (_request, reply) => reply.code(500).send({ serviceResponse: { authenticationSuccess: { user: 'x' } } }));
    fake.get('/redirect/p3/serviceValidate', async (_request, reply) => reply.redirect('/shape/p3/serviceValidate', 302));
    // A provider that answers after 1 s: the client's 100 ms timeout must give up first (the fake's
    // delay is the behaviour under test, not a wait of the test's).
    fake.get('/slow/p3/serviceValidate', async () => new Promise((resolve) => setTimeout(() => resolve({}), 1_000)));
    fake.get('/lists/p3/serviceValidate', async (request) => {
      expect(request.query).toEqual({ service: SERVICE, ticket: 'ST-1', format: 'JSON' });
      return {
        serviceResponse: {
          authenticationSuccess: { user: 'c1', attributes: { userType: ['corporation'], name: ['某公司'], creditCode: ['91320100MA1XXXXX0Y'] } },
        },
      };
    });
    await fake.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await fake.close();
  });

  it('on an unreachable port', async () => {
    const gone = Fastify();
    await gone.listen({ port: 0, host: '127.0.0.1' });
    const base = baseOf(gone);
    await gone.close();
    expect(await createCasClient({ baseUrl: `${base}/cas` }).validate('ST-1', SERVICE)).toEqual(UNAVAILABLE);
  });

  it.each(['garbage', 'shape', 'empty-user', 'error', 'redirect'])('on a bad answer (%s)', async (path) => {
    expect(await createCasClient({ baseUrl: `${baseOf(fake)}/${path}` }).validate('ST-1', SERVICE)).toEqual(UNAVAILABLE);
  });

  it('on a timeout', async () => {
    const started = Date.now();
    expect(await createCasClient({ baseUrl: `${baseOf(fake)}/slow`, timeoutMs: 100 }).validate('ST-1', SERVICE)).toEqual(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('when fetch itself throws', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await createCasClient({ baseUrl: 'https://sso.example.test/cas', fetch }).validate('ST-1', SERVICE)).toEqual(UNAVAILABLE);
  });

  it('accepts attributes released as one-element lists', async () => {
    expect(await createCasClient({ baseUrl: `${baseOf(fake)}/lists` }).validate('ST-1', SERVICE)).toEqual({
      ok: true,
      user: 'c1',
      attributes: { userType: 'corporation', name: '某公司', creditCode: '91320100MA1XXXXX0Y' },
    });
  });
});

describe('provider URLs', () => {
  it('builds login, logout and register URLs with the service encoded', () => {
    expect(loginUrl('https://sso.example.test/cas/', SERVICE)).toBe(
      'https://sso.example.test/cas/login?service=http%3A%2F%2Flocalhost%3A4200%2Flogin%3Fredirect%3D%252Fworkspace',
    );
    expect(logoutUrl('https://sso.example.test/cas', 'https://www.example.test/home')).toBe(
      'https://sso.example.test/cas/logout?service=https%3A%2F%2Fwww.example.test%2Fhome',
    );
    expect(registerUrl('https://sso.example.test/cas//')).toBe('https://sso.example.test/cas/register');
    const client = createCasClient({ baseUrl: 'https://sso.example.test/cas' });
    expect(client.loginUrl('https://a.test/')).toBe('https://sso.example.test/cas/login?service=https%3A%2F%2Fa.test%2F');
    expect(client.logoutUrl('https://a.test/')).toBe('https://sso.example.test/cas/logout?service=https%3A%2F%2Fa.test%2F');
    expect(client.registerUrl()).toBe('https://sso.example.test/cas/register');
  });
});
