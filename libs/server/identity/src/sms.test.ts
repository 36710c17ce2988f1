import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@portal/server-db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devSmsOutboxPlugin } from './dev-sms.plugin';
import { createDevSmsSender } from './sms';
import { freshDatabase } from './test-support';

const T0 = 1_750_000_000_000;
const PHONE_A = '13800000001';
const PHONE_B = '13900000002';

let handle: DatabaseHandle;
let app: FastifyInstance;
let clock: number;
const log = { info: vi.fn() };

beforeEach(async () => {
  clock = T0;
  log.info.mockReset();
  handle = await freshDatabase();
  app = Fastify();
  await app.register(devSmsOutboxPlugin, { db: handle.db });
});

afterEach(async () => {
  await app.close();
  await handle.close();
});

function sender() {
  return createDevSmsSender({ db: handle.db, log, now: () => clock });
}

async function sendMany(count: number, phone = PHONE_A) {
  const sms = sender();
  for (let i = 0; i < count; i += 1) {
    clock = T0 + i * 1000;
    await sms.send(phone, { text: `消息${i}`, params: {} });
  }
}

async function outbox(query = '') {
  return app.inject({ method: 'GET', url: `/dev/sms-outbox${query}` });
}

describe('createDevSmsSender', () => {
  it('stores each message in dev_sms_outbox; issue 12 §2: the log line names a masked phone, never the text or the code', async () => {
    await sender().send(PHONE_A, { text: '您的登录验证码为123456', params: { code: '123456' } });
    const rows = await handle.db.selectFrom('dev_sms_outbox').selectAll().execute();
    expect(rows).toEqual([{ id: expect.stringMatching(/^smo_/), phone: PHONE_A, body: '您的登录验证码为123456', created_at: T0 }]);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ phone: '138****0001' }, expect.any(String));
    expect(JSON.stringify(log.info.mock.calls)).not.toMatch(/123456|13800000001/);
  });

  it('uses the real clock by default', async () => {
    const before = Date.now();
    await createDevSmsSender({ db: handle.db, log }).send(PHONE_A, { text: 'x', params: {} });
    const row = await handle.db.selectFrom('dev_sms_outbox').select('created_at').executeTakeFirstOrThrow();
    expect(row.created_at).toBeGreaterThanOrEqual(before);
  });
});

describe('GET /dev/sms-outbox', () => {
  it('returns the envelope, newest first, filtered by phone', async () => {
    await sendMany(3, PHONE_A);
    clock = T0 + 1500;
    await sender().send(PHONE_B, { text: '给B', params: {} });
    const all = await outbox();
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: [
        { phone: PHONE_A, body: '消息2', createdAt: T0 + 2000 },
        { phone: PHONE_B, body: '给B', createdAt: T0 + 1500 },
        { phone: PHONE_A, body: '消息1', createdAt: T0 + 1000 },
        { phone: PHONE_A, body: '消息0', createdAt: T0 },
      ],
    });
    const onlyB = (await outbox(`?phone=${PHONE_B}`)).json();
    expect(onlyB.data).toEqual([{ phone: PHONE_B, body: '给B', createdAt: T0 + 1500 }]);
    expect((await outbox('?phone=13700000000')).json()).toEqual({ code: 0, msg: 'ok', data: [] });
  });

  it('returns 20 by default and at most the given limit (1–100)', async () => {
    await sendMany(105);
    const byDefault = (await outbox()).json().data;
    expect(byDefault).toHaveLength(20);
    expect(byDefault[0].body).toBe('消息104');
    expect((await outbox('?limit=1')).json().data).toEqual([{ phone: PHONE_A, body: '消息104', createdAt: T0 + 104_000 }]);
    expect((await outbox('?limit=100')).json().data).toHaveLength(100);
    expect((await outbox(`?limit=5&phone=${PHONE_A}`)).json().data).toHaveLength(5);
  });

  it.each(['0', '101', '-1', '2.5', 'abc', '', '1000'])('rejects limit=%s with 4000', async (limit) => {
    const response = await outbox(`?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 4000, msg: expect.stringMatching(/^参数错误：limit /), data: null });
  });

  it.each(['1380000000', '138000000011', '1380000000a', '+8613800000001', ''])('rejects phone=%s with 4000', async (phone) => {
    const response = await outbox(`?phone=${encodeURIComponent(phone)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 4000, msg: expect.stringMatching(/^参数错误：phone /), data: null });
  });

  it('mounts under an explicit prefix', async () => {
    const other = Fastify();
    await other.register(devSmsOutboxPlugin, { db: handle.db, prefix: '/alpha-portal/api/v1/dev' });
    expect((await other.inject({ method: 'GET', url: '/alpha-portal/api/v1/dev/sms-outbox' })).json()).toEqual({ code: 0, msg: 'ok', data: [] });
    await other.close();
  });
});

describe('issue 12 §5: the outbox answers loopback clients only', () => {
  it('a client on another machine gets 404, never the codes', async () => {
    await sendMany(1);
    const remote = await app.inject({ method: 'GET', url: '/dev/sms-outbox', remoteAddress: '10.0.0.8' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('消息0');
    expect((await app.inject({ method: 'GET', url: '/dev/sms-outbox', remoteAddress: '::1' })).json().data).toHaveLength(1);
  });
});
