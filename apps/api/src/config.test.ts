import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  CAS_BASE_URL: 'https://sso.example.gov.cn/cas',
  PUBLIC_ORIGIN: 'https://data.jiangsu.gov.cn',
  SMS_ACCESS_KEY_ID: 'id',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '江苏省公共数据',
  SMS_TEMPLATE_CODE: 'SMS_1',
};

describe('issue 12 §5: the dev identity tools only on explicit opt-in, never in production', () => {
  it('a local run with DEV_IDENTITY=1 mounts them and sends codes to the outbox', () => {
    const config = loadConfig({ DEV_IDENTITY: '1' }, '/work');
    expect(config).toMatchObject({
      devTools: true,
      smsGateway: undefined,
      casBaseUrl: undefined,
      publicOrigin: 'http://localhost:8080',
      maxEventLoopDelayMs: 500,
    });
  });

  it('without the opt-in they are off, and a server with no CAS or no SMS gateway refuses to start', () => {
    expect(() => loadConfig({}, '/work')).toThrow(/CAS_BASE_URL.*DEV_IDENTITY=1/);
    expect(() => loadConfig({ CAS_BASE_URL: 'https://sso.example.gov.cn/cas' }, '/work')).toThrow(/SMS gateway/);
    const config = loadConfig({ ...PRODUCTION, NODE_ENV: 'development' }, '/work');
    expect(config.devTools).toBe(false);
  });

  it('production refuses DEV_IDENTITY=1', () => {
    expect(() => loadConfig({ ...PRODUCTION, DEV_IDENTITY: '1' }, '/work')).toThrow(/refused in production/);
  });

  it('production starts with the CAS server, the public origin and the SMS gateway', () => {
    expect(loadConfig(PRODUCTION, '/work')).toMatchObject({
      devTools: false,
      seedDemoData: false,
      publicOrigin: 'https://data.jiangsu.gov.cn',
      smsGateway: { endpoint: 'https://dysmsapi.aliyuncs.com/', accessKeyId: 'id', signName: '江苏省公共数据', templateCode: 'SMS_1' },
    });
    const { PUBLIC_ORIGIN: _origin, ...withoutOrigin } = PRODUCTION;
    expect(() => loadConfig(withoutOrigin, '/work')).toThrow(/PUBLIC_ORIGIN is required/);
  });

  it.each(['yes', 'true', '2'])('DEV_IDENTITY=%s is a configuration error', (value) => {
    expect(() => loadConfig({ DEV_IDENTITY: value }, '/work')).toThrow(/DEV_IDENTITY must be 1 or 0/);
  });
});

describe('issue 12 §2 §3: SMS gateway and public origin settings', () => {
  it('a partial SMS gateway names what is missing', () => {
    expect(() => loadConfig({ DEV_IDENTITY: '1', SMS_ACCESS_KEY_ID: 'id' }, '/work')).toThrow(/SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE/);
  });

  it.each(['data.jiangsu.gov.cn', 'https://data.jiangsu.gov.cn/portal', 'ftp://data.jiangsu.gov.cn', 'https://10.0.0.1', 'https://user@data.jiangsu.gov.cn'])(
    'PUBLIC_ORIGIN=%s is refused',
    (origin) => {
      expect(() => loadConfig({ DEV_IDENTITY: '1', PUBLIC_ORIGIN: origin }, '/work')).toThrow(/PUBLIC_ORIGIN must be/);
    },
  );

  it('the public origin defaults to localhost on the port outside production', () => {
    expect(loadConfig({ DEV_IDENTITY: '1', PORT: '4317' }, '/work').publicOrigin).toBe('http://localhost:4317');
    expect(loadConfig({ DEV_IDENTITY: '1', PUBLIC_ORIGIN: 'https://Data.Jiangsu.gov.cn/' }, '/work').publicOrigin).toBe('https://data.jiangsu.gov.cn');
  });
});

describe('issue 12 §7: trusted proxies', () => {
  it('lists addresses and ranges; none by default', () => {
    expect(loadConfig({ DEV_IDENTITY: '1' }, '/work').trustProxy).toEqual([]);
    expect(loadConfig({ DEV_IDENTITY: '1', TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1' }, '/work').trustProxy).toEqual(['10.0.0.5', '172.16.0.0/12', '::1']);
  });

  it.each(['*', 'true', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/1'])('TRUST_PROXY=%s is refused', (value) => {
    expect(() => loadConfig({ DEV_IDENTITY: '1', TRUST_PROXY: value }, '/work')).toThrow(/TRUST_PROXY must list/);
  });
});

describe('issue 20: a node of several', () => {
  it('migrates at start on a local run; in production it does not (npm run migrate does, once per deploy) unless told to', () => {
    expect(loadConfig({ DEV_IDENTITY: '1' }, '/work').migrateOnStart).toBe(true);
    expect(loadConfig(PRODUCTION, '/work').migrateOnStart).toBe(false);
    expect(loadConfig({ ...PRODUCTION, MIGRATE_ON_START: '1' }, '/work').migrateOnStart).toBe(true);
    expect(loadConfig({ DEV_IDENTITY: '1', MIGRATE_ON_START: '0' }, '/work').migrateOnStart).toBe(false);
    expect(() => loadConfig({ DEV_IDENTITY: '1', MIGRATE_ON_START: 'yes' }, '/work')).toThrow(/MIGRATE_ON_START must be 1 or 0/);
  });

  it('a node may be named (NODE_NAME), in a form fit for a header and a log line', () => {
    expect(loadConfig({ DEV_IDENTITY: '1' }, '/work').nodeName).toBeUndefined();
    expect(loadConfig({ DEV_IDENTITY: '1', NODE_NAME: 'api-2.nj' }, '/work').nodeName).toBe('api-2.nj');
    for (const bad of ['a b', 'x'.repeat(33), 'node\r\nSet-Cookie: x']) {
      expect(() => loadConfig({ DEV_IDENTITY: '1', NODE_NAME: bad }, '/work')).toThrow(/NODE_NAME must be/);
    }
  });
});
