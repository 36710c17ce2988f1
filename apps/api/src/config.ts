import { resolve } from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder holding one built web app per site: <webRoot>/<code>/index.html. */
  webRoot: string;
  logLevel: string;
}

/** Reads the server configuration from the environment, failing fast on nonsense. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = env['PORT'] === undefined || env['PORT'] === '' ? 8080 : Number(env['PORT']);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be an integer 0-65535, got "${env['PORT']}"`);
  return {
    host: env['HOST'] || '0.0.0.0',
    port,
    webRoot: resolve(cwd, env['WEB_ROOT'] || 'dist/apps'),
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
