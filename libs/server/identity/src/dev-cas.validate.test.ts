import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_CAS_TICKET_TTL_MS } from './dev-cas.tickets';
import { casHarness, TEST_SERVICE as SERVICE, TEST_T0 as T0, type CasHarness } from './test-support';

let cas: CasHarness;

beforeEach(async () => {
  cas = await casHarness();
});

afterEach(async () => {
  await cas.close();
});

/** Validates with format=JSON; returns `serviceResponse`. */
async function validateJson(params: Record<string, string>) {
  const response = await cas.validate({ ...params, format: 'JSON' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json().serviceResponse;
}

const failureCode = async (params: Record<string, string>) => (await validateJson(params)).authenticationFailure?.code;

describe('GET /cas/p3/serviceValidate', () => {
  it('validates a corporation ticket in CAS 3.0 XML by default', async () => {
    const ticket = await cas.ticketFor(cas.corp.id);
    const response = await cas.validate({ service: SERVICE, ticket });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('no-store');
    const xml = response.body;
    expect(xml).toContain('<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">');
    expect(xml).toContain('<cas:authenticationSuccess>');
    expect(xml).toContain('<cas:user>corp-demo</cas:user>');
    expect(xml).toContain('<cas:userType>corporation</cas:userType>');
    expect(xml).toContain('<cas:name>江苏示例科技有限公司</cas:name>');
    expect(xml).toContain('<cas:creditCode>91320100MA1XXXXX0Y</cas:creditCode>');
  });

  it('validates in the CAS 3.0 JSON shape; a natural person has no creditCode', async () => {
    expect(await validateJson({ service: SERVICE, ticket: await cas.ticketFor(cas.corp.id) })).toEqual({
      authenticationSuccess: { user: 'corp-demo', attributes: { userType: 'corporation', name: '江苏示例科技有限公司', creditCode: '91320100MA1XXXXX0Y' } },
    });
    expect(await validateJson({ service: SERVICE, ticket: await cas.ticketFor(cas.person.id) })).toEqual({
      authenticationSuccess: { user: 'zhangsan', attributes: { userType: 'natural', name: '张三' } },
    });
  });

  it('answers failures in XML with the code attribute (HTTP 200, as CAS does)', async () => {
    const response = await cas.validate({ service: SERVICE, ticket: 'ST-<x>' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<cas:authenticationFailure code="INVALID_TICKET">[^<]+<\/cas:authenticationFailure>/);
  });

  it('is single use: a replay fails', async () => {
    const ticket = await cas.ticketFor(cas.corp.id);
    expect((await validateJson({ service: SERVICE, ticket })).authenticationSuccess).toBeDefined();
    expect(await failureCode({ service: SERVICE, ticket })).toBe('INVALID_TICKET');
  });

  it('spends the ticket on a failed first validation (wrong service)', async () => {
    const ticket = await cas.ticketFor(cas.corp.id);
    expect(await failureCode({ service: 'https://evil.example.test/login?redirect=%2Fworkspace&a=1', ticket })).toBe('INVALID_SERVICE');
    expect(await failureCode({ service: SERVICE, ticket })).toBe('INVALID_TICKET');
    const row = await cas.handle.db.selectFrom('dev_cas_tickets').select('used_at').where('ticket', '=', ticket).executeTakeFirstOrThrow();
    expect(row.used_at).toBe(T0);
  });

  it('requires the exact issued service string', async () => {
    for (const service of ['https://nanjing.example.test/login?a=1&redirect=%2Fworkspace', 'https://nanjing.example.test/login', `${SERVICE}&b=2`]) {
      expect(await failureCode({ service, ticket: await cas.ticketFor(cas.corp.id) })).toBe('INVALID_SERVICE');
    }
  });

  it('refuses an expired ticket', async () => {
    const fresh = await cas.ticketFor(cas.corp.id);
    const stale = await cas.ticketFor(cas.corp.id);
    cas.clock.now = T0 + DEV_CAS_TICKET_TTL_MS - 1;
    expect((await validateJson({ service: SERVICE, ticket: fresh })).authenticationSuccess).toBeDefined();
    cas.clock.now = T0 + DEV_CAS_TICKET_TTL_MS;
    expect((await validateJson({ service: SERVICE, ticket: stale })).authenticationFailure).toEqual({ code: 'INVALID_TICKET', description: '票据已过期' });
  });

  it('answers INVALID_REQUEST for missing parameters, and a ticket sent without service is spent', async () => {
    expect(await failureCode({ service: SERVICE })).toBe('INVALID_REQUEST');
    expect(await failureCode({ service: SERVICE, ticket: '' })).toBe('INVALID_REQUEST');
    expect(await failureCode({})).toBe('INVALID_REQUEST');
    const ticket = await cas.ticketFor(cas.corp.id);
    expect(await failureCode({ ticket })).toBe('INVALID_REQUEST');
    expect(await failureCode({ service: SERVICE, ticket })).toBe('INVALID_TICKET');
  });

  it('refuses an unknown ticket', async () => {
    expect(await failureCode({ service: SERVICE, ticket: 'ST-unknown' })).toBe('INVALID_TICKET');
  });

  it('lets only one of two concurrent validations succeed', async () => {
    const ticket = await cas.ticketFor(cas.corp.id);
    const results = await Promise.all([validateJson({ service: SERVICE, ticket }), validateJson({ service: SERVICE, ticket })]);
    expect(results.filter((result) => result.authenticationSuccess)).toHaveLength(1);
  });

  it('deletes long-dead tickets when issuing new ones', async () => {
    const old = await cas.ticketFor(cas.corp.id);
    cas.clock.now = T0 + DEV_CAS_TICKET_TTL_MS + 60 * 60_000 + 1;
    await cas.ticketFor(cas.corp.id);
    const tickets = await cas.handle.db.selectFrom('dev_cas_tickets').select('ticket').execute();
    expect(tickets.map((row) => row.ticket)).not.toContain(old);
    expect(tickets).toHaveLength(1);
  });
});
