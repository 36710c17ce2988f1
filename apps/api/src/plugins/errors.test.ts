import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadedFileSchema } from '@portal/api-contract';
import { ERR } from '@portal/server-core';
import { RequestValidationError, errorEnvelope } from './errors';

async function appWith(handler: () => unknown) {
  const app = Fastify({ bodyLimit: 64 });
  errorEnvelope(app);
  app.post('/x', async () => handler());
  await app.ready();
  return app;
}

describe('every error is the spec envelope, with no internals', () => {
  it('hides an unexpected error behind code 5000 without message or stack', async () => {
    const app = await appWith(() => {
      throw new Error('connection string postgres://admin:secret@db');
    });
    const response = await app.inject({ method: 'POST', url: '/x', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 5000, msg: '服务器内部错误', data: null });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });

  it('answers a response that breaks the contract as a server error, not as bad input', async () => {
    const app = await appWith(() => z.object({ id: z.number() }).parse({ id: 'x' }));
    const response = await app.inject({ method: 'POST', url: '/x', payload: {} });
    expect(response.json()).toEqual({ code: 5000, msg: '服务器内部错误', data: null });
  });

  it('issue 13: a failure of the own parse of a zod/mini contract schema is a broken contract too', async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
    errorEnvelope(app);
    app.post('/x', async () => uploadedFileSchema.parse({ id: 'fil_1' }));
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/x', payload: {} });
    expect(response.json()).toEqual({ code: 5000, msg: '服务器内部错误', data: null });
    expect(logged.map((line) => JSON.parse(line).msg)).toContain('response failed the contract');
  });

  it('names the field of a validation error', async () => {
    const error = z.strictObject({ account: z.string().min(3, { message: '账号至少3个字符' }) }).safeParse({ account: 'a' }).error!;
    const app = await appWith(() => {
      throw new RequestValidationError(error, 'body');
    });
    const response = await app.inject({ method: 'POST', url: '/x', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 4000, msg: '参数错误：body.account 账号至少3个字符', data: null });
  });

  it.each([
    [ERR.notFound(), 404, 4011],
    [ERR.sessionExpired(), 401, 1000],
    [ERR.sessionInvalid(), 401, 1001],
    [ERR.forbidden(), 403, 4030],
    [ERR.legalPersonOnly(), 200, 3166],
    [ERR.conflict('已被他人处理'), 409, 4090],
    [ERR.tooMany('太频繁'), 429, 4290],
  ])('maps %s to HTTP %i with code %i', async (error, status, code) => {
    const app = await appWith(() => {
      throw error;
    });
    const response = await app.inject({ method: 'POST', url: '/x', payload: {} });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, msg: error.message, data: null });
  });

  it('answers too-large, malformed and wrongly typed bodies with envelopes', async () => {
    const app = await appWith(() => ({ ok: true }));
    const large = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(200) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 4130, data: null });
    const broken = await app.inject({ method: 'POST', url: '/x', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.json()).toMatchObject({ code: 4000, data: null });
    const xml = await app.inject({ method: 'POST', url: '/x', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 4150, data: null });
  });
});

describe('issue 12 fault suite: an unavailable database answers 503 in the envelope', () => {
  it.each([
    ['SQLite busy past its timeout', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
    ['PostgreSQL refusing connections', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['PostgreSQL shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a connection that broke', new Error('Connection terminated unexpectedly')],
  ])('%s', async (_case, error) => {
    const app = await appWith(() => {
      throw error;
    });
    const response = await app.inject({ method: 'POST', url: '/x', payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ code: 5032, msg: '数据服务暂时不可用，请稍后重试', data: null });
  });

  it('a wrong query is still a server error, not an outage', async () => {
    const app = await appWith(() => {
      throw Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    });
    expect((await app.inject({ method: 'POST', url: '/x', payload: {} })).json()).toEqual({ code: 5000, msg: '服务器内部错误', data: null });
  });
});
