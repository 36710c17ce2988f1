import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '@portal/server-demo-data';
import { openTestDatabases } from '@portal/server-db/testing';
import { createAliyunSmsSender, rpcSignature } from '@portal/server-identity';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

/** A local stand-in for the SMS gateway: checks the signature, keeps what it was asked to send. */
async function fakeGateway() {
  const sent: Record<string, string>[] = [];
  const state = { down: false };
  const app: FastifyInstance = Fastify();
  await app.register(formbody);
  app.post('/', async (request, reply) => {
    const params = request.body as Record<string, string>;
    if (params['Signature'] !== rpcSignature('POST', params, 'gateway-secret')) return reply.code(400).send({ Code: 'SignatureDoesNotMatch' });
    if (state.down) return reply.code(503).send({ Code: 'ServiceUnavailable', Message: 'The request has failed due to a temporary failure of the server.' });
    sent.push(params);
    return { Code: 'OK', Message: 'OK', BizId: `biz-${sent.length}`, RequestId: 'r' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, sent, state, endpoint: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` };
}

for (const target of openTestDatabases()) {
  describe(`issue 12 §2: sign-in codes through the SMS gateway on ${target.name}`, () => {
    let gateway: Awaited<ReturnType<typeof fakeGateway>>;
    let server: PortalServer;
    beforeEach(async () => {
      gateway = await fakeGateway();
      server = await startPortalServer(target, {
        sms: createAliyunSmsSender({
          endpoint: gateway.endpoint,
          accessKeyId: 'id',
          accessKeySecret: 'gateway-secret',
          signName: '江苏省公共数据',
          templateCode: 'SMS_1',
        }),
      });
    });
    afterEach(async () => {
      await server.close();
      await gateway.app.close();
    });

    const startStaff = async () =>
      (
        (
          await server.api('POST', '/web/login/primary', { loginType: 'account', account: 'reviewer.health', password: DEMO_PASSWORDS.reviewer, uuid: 'u' })
        ).json().data as { attemptId: string }
      ).attemptId;

    it('the code goes to the gateway as the template variable and signs the reviewer in; the dev outbox stays empty', async () => {
      const attemptId = await startStaff();
      expect((await server.api('POST', '/web/login/primary/msg-send', { attemptId })).json()).toMatchObject({ code: 0 });
      expect(gateway.sent).toHaveLength(1);
      const { code } = JSON.parse(gateway.sent[0]?.['TemplateParam'] ?? '{}') as { code?: string };
      expect(code).toMatch(/^\d{6}$/);
      expect((await server.api('POST', '/web/login/primary/msg-check', { attemptId, code })).json()).toMatchObject({ code: 0, data: { passed: true } });
      expect((await server.api('POST', '/web/login/second', { attemptId })).json()).toMatchObject({ code: 0, data: { userType: 'user' } });
      expect(await server.database.db.selectFrom('dev_sms_outbox').selectAll().execute()).toHaveLength(0);
    });

    it('a gateway that is down fails closed: 503 with a clear message, and no code stays valid for the attempt', async () => {
      gateway.state.down = true;
      const attemptId = await startStaff();
      const sent = await server.api('POST', '/web/login/primary/msg-send', { attemptId });
      expect(sent.statusCode).toBe(503);
      expect(sent.json()).toEqual({ code: 5031, msg: '短信发送失败，请稍后重试', data: null });
      const attempt = await server.database.db
        .selectFrom('login_attempts')
        .select(['code_hash', 'verified_at'])
        .where('id', '=', attemptId)
        .executeTakeFirstOrThrow();
      expect(attempt).toEqual({ code_hash: null, verified_at: null });
      expect((await server.api('POST', '/web/login/second', { attemptId })).statusCode).toBe(403);
    });
  });
}
