import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { AliyunSmsOptions } from '@portal/server-identity';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder holding one built web app per site: <webRoot>/<code>/index.html. */
  webRoot: string;
  /**
   * Issue 15: folder holding each site's server render bundle, <ssrRoot>/<code>/server.js (the apps'
   * build writes it). Public pages are rendered on the server where a site has one.
   */
  ssrRoot?: string | undefined;
  logLevel: string;
  /** `postgres://…` for PostgreSQL; otherwise the SQLite file (architecture §7). */
  databaseUrl: string | undefined;
  /**
   * The government CAS server (e.g. https://sso.example.gov.cn/cas). When unset the
   * project's dev CAS provider is mounted at /cas and used instead.
   */
  casBaseUrl: string | undefined;
  /**
   * The provincial site's public origin (`https://data.jiangsu.gov.cn`); each city is the
   * `<code>.` subdomain of its host (architecture §8). Service URLs and links back to a site are
   * built from it, never from a request's Host header, and requests for other hosts are refused
   * (issue 12 §3). Port 0 stands for the port the server listens on (tests).
   */
  publicOrigin: string;
  /**
   * Development identity tools: the dev CAS provider and the SMS outbox. Only with DEV_IDENTITY=1
   * (`npm start` and the tests set it), only for loopback clients, never in production (issue 12 §5).
   */
  devTools: boolean;
  /** The SMS gateway that sends sign-in codes; unset only with the dev outbox. */
  smsGateway: AliyunSmsOptions | undefined;
  session: { idleMinutes: number; absoluteHours: number };
  /** Seed demo data into an empty database on start. */
  seedDemoData: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, from
   * TRUST_PROXY). Nobody else's: a client cannot pick the address its rate limits count against
   * (issue 12 §7). Empty: the socket's address is the client's.
   */
  trustProxy: string[];
  /** Event-loop lag beyond which requests are shed with 503 (issue 12 §11); 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** Sign-in calls allowed per client address and minute. */
  loginRatePerMinute: number;
  /** Searches allowed per client address and minute (each search that finds nothing is a write). */
  searchRatePerMinute: number;
  /** Issue 22: open API calls allowed per client address and minute (an app key's quota comes on top). */
  openApiRatePerMinute: number;
  /** Issue 22: data file downloads allowed per client address and minute (each produces a file). */
  downloadRatePerMinute: number;
  /**
   * Issue 20: migrate (and seed, and build the search index) at start, under the deploy lock. On by
   * default for local runs; off in production, where `npm run migrate` does it once per deploy and a
   * node whose database is behind refuses to start (MIGRATE_ON_START).
   */
  migrateOnStart: boolean;
  /** Issue 20: this node's name (NODE_NAME), in its logs and its X-Portal-Node header; unset, neither. */
  nodeName: string | undefined;
}

/** SEED_DEMO_DATA: on unless `false`, never in production. */
export function seedDemoDataFrom(env: NodeJS.ProcessEnv): boolean {
  return env['SEED_DEMO_DATA'] !== 'false' && env['NODE_ENV'] !== 'production';
}

/** MIGRATE_ON_START: 1 or 0; by default on outside production. */
function migrateOnStart(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const raw = env['MIGRATE_ON_START'];
  if (raw === undefined || raw === '') return !production;
  if (raw !== '0' && raw !== '1') throw new Error(`MIGRATE_ON_START must be 1 or 0, got "${raw}"`);
  return raw === '1';
}

/** NODE_NAME: letters, digits, dot, dash and underscore, at most 32. */
function nodeName(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env['NODE_NAME'];
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z0-9._-]{1,32}$/.test(raw)) throw new Error(`NODE_NAME must be 1-32 letters, digits, dots, dashes or underscores, got "${raw}"`);
  return raw;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer ${min}-${max}, got "${raw}"`);
  return value;
}

/** An http(s) origin with nothing after it, e.g. `https://data.jiangsu.gov.cn` or `http://localhost:8080`. */
function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) origin such as https://data.jiangsu.gov.cn, got "${raw}"`);
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password ||
    /^\d+(\.\d+){3}$/.test(url.hostname)
  ) {
    throw new Error(`${name} must be an http(s) origin on a host name (cities are its subdomains), got "${raw}"`);
  }
  return raw.replace(/\/+$/, '').toLowerCase();
}

/** TRUST_PROXY: comma-separated IP addresses or CIDR ranges. */
function proxies(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !validBits || extra !== undefined) throw new Error(`TRUST_PROXY must list IP addresses or CIDR ranges, got "${entry}"`);
  }
  return entries;
}

/** The SMS gateway from SMS_* variables: all four of key, secret, signature and template, or none. */
function smsGatewayFromEnv(env: NodeJS.ProcessEnv): AliyunSmsOptions | undefined {
  const names = ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'] as const;
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`The SMS gateway needs ${missing.join(', ')} as well (set all of ${names.join(', ')})`);
  const endpoint = env['SMS_ENDPOINT'] || 'https://dysmsapi.aliyuncs.com/';
  if (!/^https?:\/\//.test(endpoint)) throw new Error(`SMS_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return {
    endpoint,
    accessKeyId: env['SMS_ACCESS_KEY_ID'] as string,
    accessKeySecret: env['SMS_ACCESS_KEY_SECRET'] as string,
    signName: env['SMS_SIGN_NAME'] as string,
    templateCode: env['SMS_TEMPLATE_CODE'] as string,
    // Issue 22: notices (decisions, expiry) use a template of their own; without one they are not texted.
    ...(env['SMS_NOTICE_TEMPLATE_CODE'] ? { noticeTemplateCode: env['SMS_NOTICE_TEMPLATE_CODE'] } : {}),
  };
}

/** Reads the server configuration from the environment, failing fast on nonsense. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const production = env['NODE_ENV'] === 'production';
  const casBaseUrl = env['CAS_BASE_URL']?.replace(/\/+$/, '') || undefined;
  if (casBaseUrl && !/^https?:\/\//.test(casBaseUrl)) throw new Error(`CAS_BASE_URL must be an http(s) URL, got "${casBaseUrl}"`);
  const devIdentity = env['DEV_IDENTITY'];
  if (devIdentity !== undefined && devIdentity !== '' && devIdentity !== '0' && devIdentity !== '1')
    throw new Error(`DEV_IDENTITY must be 1 or 0, got "${devIdentity}"`);
  const devTools = devIdentity === '1';
  if (production && devTools) throw new Error('DEV_IDENTITY=1 is refused in production: the dev CAS provider and the SMS outbox are for local runs only');
  if (production && !casBaseUrl) throw new Error('CAS_BASE_URL is required in production (the dev CAS provider is for local runs only)');
  if (!casBaseUrl && !devTools) throw new Error('Set CAS_BASE_URL to the CAS server, or DEV_IDENTITY=1 for the dev provider of local runs');
  const smsGateway = smsGatewayFromEnv(env);
  if (!smsGateway && !devTools)
    throw new Error('Set the SMS gateway (SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE), or DEV_IDENTITY=1 for the dev outbox');
  const port = integer(env, 'PORT', 8080, 0, 65_535);
  if (production && !env['PUBLIC_ORIGIN']) throw new Error('PUBLIC_ORIGIN is required in production (e.g. https://data.jiangsu.gov.cn)');
  return {
    host: env['HOST'] || '0.0.0.0',
    port,
    webRoot: resolve(cwd, env['WEB_ROOT'] || 'dist/apps'),
    ssrRoot: resolve(cwd, env['SSR_ROOT'] || 'dist/ssr'),
    logLevel: env['LOG_LEVEL'] || 'info',
    databaseUrl: env['DATABASE_URL'] || undefined,
    casBaseUrl,
    publicOrigin: origin('PUBLIC_ORIGIN', env['PUBLIC_ORIGIN'] || `http://localhost:${port}`),
    devTools,
    smsGateway,
    session: {
      idleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
      absoluteHours: integer(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 7 * 24),
    },
    seedDemoData: seedDemoDataFrom(env),
    trustProxy: proxies(env['TRUST_PROXY']),
    maxEventLoopDelayMs: integer(env, 'MAX_EVENT_LOOP_DELAY_MS', 500, 0, 60_000),
    loginRatePerMinute: integer(env, 'LOGIN_RATE_PER_MINUTE', 30, 1, 100_000),
    searchRatePerMinute: integer(env, 'SEARCH_RATE_PER_MINUTE', 120, 1, 1_000_000),
    openApiRatePerMinute: integer(env, 'OPEN_API_RATE_PER_MINUTE', 600, 1, 10_000_000),
    downloadRatePerMinute: integer(env, 'DOWNLOAD_RATE_PER_MINUTE', 30, 1, 1_000_000),
    migrateOnStart: migrateOnStart(env, production),
    nodeName: nodeName(env),
  };
}
