import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmsGatewayError, createAliyunSmsSender, popPercentEncode, rpcSignature } from './sms-gateway';

describe('issue 12 §2: the RPC signature of the SMS gateway', () => {
  it('reproduces the published SendSms example (testId / testSecret)', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    // The Signature parameter itself is never signed.
    expect(rpcSignature('GET', { ...params, Signature: 'x' }, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it.each([
    ['a b', 'a%20b'],
    ['*', '%2A'],
    ['~-_.', '~-_.'],
    ["!'()", '%21%27%28%29'],
    ['/=&+', '%2F%3D%26%2B'],
    ['派', '%E6%B4%BE'],
  ])('percent-encodes %j as %s', (raw, encoded) => {
    expect(popPercentEncode(raw)).toBe(encoded);
  });
});

/** A local stand-in for the gateway: checks the signature, records what it was asked to send. */
async function fakeGateway(secret: string) {
  const received: Record<string, string>[] = [];
  const state = { answer: { status: 200, body: { Code: 'OK', Message: 'OK', BizId: 'biz-1', RequestId: 'req-1' } as unknown } };
  const app: FastifyInstance = Fastify();
  await app.register(formbody);
  app.post('/', async (request, reply) => {
    const params = request.body as Record<string, string>;
    received.push(params);
    if (params['Signature'] !== rpcSignature('POST', params, secret)) {
      return reply.code(400).send({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
    }
    return reply.code(state.answer.status).send(state.answer.body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  return { app, endpoint, received, state };
}

describe('issue 12 §2: the SMS gateway adapter against a local fake gateway', () => {
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  beforeEach(async () => {
    gateway = await fakeGateway('gateway-secret');
  });
  afterEach(async () => {
    await gateway.app.close();
  });

  const sender = (overrides: Partial<Parameters<typeof createAliyunSmsSender>[0]> = {}) =>
    createAliyunSmsSender({
      endpoint: gateway.endpoint,
      accessKeyId: 'key-id',
      accessKeySecret: 'gateway-secret',
      signName: '江苏省公共数据',
      templateCode: 'SMS_900001',
      now: () => Date.UTC(2026, 10, 25, 5, 6, 7),
      nonce: () => 'nonce-1',
      ...overrides,
    });

  it('sends the template and its variables, signed, never the free text', async () => {
    await sender().send('13800000001', { text: '【江苏省公共数据授权运营平台】您的登录验证码为246810', params: { code: '246810' } });
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]).toMatchObject({
      Action: 'SendSms',
      AccessKeyId: 'key-id',
      PhoneNumbers: '13800000001',
      SignName: '江苏省公共数据',
      TemplateCode: 'SMS_900001',
      TemplateParam: '{"code":"246810"}',
      Timestamp: '2026-11-25T05:06:07Z',
      SignatureNonce: 'nonce-1',
      Version: '2017-05-25',
    });
    expect(JSON.stringify(gateway.received[0])).not.toContain('登录验证码');
  });

  it('a wrong secret is refused by the gateway and reported as a failure', async () => {
    await expect(sender({ accessKeySecret: 'not-the-secret' }).send('13800000001', { text: 'x', params: { code: '1' } })).rejects.toMatchObject({
      name: 'SmsGatewayError',
      gatewayCode: 'SignatureDoesNotMatch',
    });
  });

  it.each([
    ['a business refusal', 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' }, 'isv.BUSINESS_LIMIT_CONTROL'],
    ['a server error', 500, { Code: 'InternalError' }, 'InternalError'],
    ['a body that is not JSON', 502, '<html>bad gateway</html>', 'HTTP_502'],
  ])('%s is a failed send', async (_case, status, body, code) => {
    gateway.state.answer = { status, body };
    await expect(sender().send('13800000001', { text: 'x', params: { code: '1' } })).rejects.toMatchObject({ gatewayCode: code });
  });

  it('an unreachable gateway is a failed send', async () => {
    await gateway.app.close();
    const error = await sender()
      .send('13800000001', { text: 'x', params: { code: '1' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect((error as SmsGatewayError).gatewayCode).toBe('UNREACHABLE');
  });
});
