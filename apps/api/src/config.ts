import { resolve } from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder holding one built web app per site: <webRoot>/<code>/index.html. */
  webRoot: string;
  logLevel: string;
  /** `postgres://…` for PostgreSQL; otherwise the SQLite file (architecture §7). */
  databaseUrl: string | undefined;
  /**
   * The government CAS server (e.g. https://sso.example.gov.cn/cas). When unset the
   * project's dev CAS provider is mounted at /cas and used instead.
   */
  casBaseUrl: string | undefined;
  /** Development tools: the dev CAS provider and the SMS outbox (never in production). */
  devTools: boolean;
  session: { idleMinutes: number; absoluteHours: number };
  /** Seed demo data into an empty database on start. */
  seedDemoData: boolean;
  /** Sign-in calls allowed per client address and minute. */
  loginRatePerMinute: number;
  /** Searches allowed per client address and minute (each search that finds nothing is a write). */
  searchRatePerMinute: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer ${min}-${max}, got "${raw}"`);
  return value;
}

/** Reads the server configuration from the environment, failing fast on nonsense. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const production = env['NODE_ENV'] === 'production';
  const casBaseUrl = env['CAS_BASE_URL']?.replace(/\/+$/, '') || undefined;
  if (casBaseUrl && !/^https?:\/\//.test(casBaseUrl)) throw new Error(`CAS_BASE_URL must be an http(s) URL, got "${casBaseUrl}"`);
  if (production && !casBaseUrl) throw new Error('CAS_BASE_URL is required in production (the dev CAS provider is for local runs only)');
  return {
    host: env['HOST'] || '0.0.0.0',
    port: integer(env, 'PORT', 8080, 0, 65_535),
    webRoot: resolve(cwd, env['WEB_ROOT'] || 'dist/apps'),
    logLevel: env['LOG_LEVEL'] || 'info',
    databaseUrl: env['DATABASE_URL'] || undefined,
    casBaseUrl,
    devTools: !production && !casBaseUrl,
    session: {
      idleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
      absoluteHours: integer(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 7 * 24),
    },
    seedDemoData: env['SEED_DEMO_DATA'] !== 'false' && !production,
    loginRatePerMinute: integer(env, 'LOGIN_RATE_PER_MINUTE', 30, 1, 100_000),
    searchRatePerMinute: integer(env, 'SEARCH_RATE_PER_MINUTE', 120, 1, 1_000_000),
  };
}
