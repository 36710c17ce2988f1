// Issue 20: the generated nginx configuration run for real, in a temp dir, by an unprivileged process
// on a loopback port: a main nginx.conf around it (`writeTestNginx`), `nginx -t` on it, and a running
// nginx (`startNginx`) that a test stops again. Debian's nginx and its brotli static module are needed:
// nothing here skips without them.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scaled } from '../test-setup/time-factor';
import { nginxConfig, nginxSites, type NginxConfigOptions } from './nginx-config';

export const NGINX_BINARY = '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const INSTALL_HINT = "install Debian's nginx and libnginx-mod-http-brotli-static, as .ci/run does";

/** The nginx binary, or an error saying what to install (a missing nginx fails the tests, never skips them). */
export function requireNginx(): string {
  for (const file of [NGINX_BINARY, BROTLI_STATIC_MODULE]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: ${INSTALL_HINT}.`);
  }
  return NGINX_BINARY;
}

export interface TestNginxOptions {
  /** An empty directory of the test's own: nginx's prefix, its configuration, logs, pid and temp files. */
  dir: string;
  /** The loopback port (127.0.0.1) the sites listen on. */
  listenPort: number;
  publicOrigin: string;
  nodes: readonly string[];
  webRoot: string;
  devIdentity?: boolean;
  brotli?: boolean;
}

/** Where writeTestNginx put things. */
export interface TestNginxPaths {
  dir: string;
  listenPort: number;
  /** The province's host (what a readiness probe names). */
  host: string;
  mainConfig: string;
  siteConfig: string;
  accessLog: string;
  errorLog: string;
  pidFile: string;
}

/**
 * A main nginx.conf in `dir` that includes `include` (an http-context file): the brotli static module,
 * the error log, pid and temp paths inside `dir`, Debian's mime types. Returns its path.
 */
export function writeNginxMain(dir: string, include: string, brotli = true): string {
  const path = join(dir, 'nginx.conf');
  const lines = [
    ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
    // As root, nginx's workers would run as nobody, who cannot enter a private temp dir.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `error_log ${join(dir, 'error.log')} warn;`,
    `pid ${join(dir, 'nginx.pid')};`,
    'events {',
    '    worker_connections 256;',
    '}',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(dir, `${kind}_temp`)};`),
    `    include ${include};`,
    '}',
  ];
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** A runnable nginx in `dir`: the generated configuration for these options, on 127.0.0.1:listenPort. */
export function writeTestNginx(options: TestNginxOptions): TestNginxPaths {
  const { dir, listenPort, publicOrigin, nodes, webRoot, devIdentity = false, brotli = true } = options;
  const accessLog = join(dir, 'access.log');
  const siteConfig = join(dir, 'portal.conf');
  const generated: Partial<NginxConfigOptions> = { publicOrigin, nodes, webRoot, devIdentity, brotli, accessLog, listen: `127.0.0.1:${listenPort}` };
  writeFileSync(siteConfig, nginxConfig(generated));
  const mainConfig = writeNginxMain(dir, siteConfig, brotli);
  const host = nginxSites(publicOrigin)[0]!.host;
  return { dir, listenPort, host, mainConfig, siteConfig, accessLog, errorLog: join(dir, 'error.log'), pidFile: join(dir, 'nginx.pid') };
}

/** `nginx -t` on a main configuration: whether it passed and what nginx said. */
export async function testNginxConfig(dir: string, mainConfig: string): Promise<{ ok: boolean; output: string }> {
  const nginx = requireNginx();
  try {
    const { stdout, stderr } = await promisify(execFile)(nginx, ['-t', '-p', dir, '-c', mainConfig]);
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
}

/** A loopback port nobody listens on just now (the OS picks it; nginx binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request to 127.0.0.1:port naming `host`, on a connection of its own. */
export function httpRequest(
  port: number,
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = typeof options.body === 'string' ? Buffer.from(options.body, 'utf8') : options.body;
    const headers = { host, ...(body ? { 'content-length': String(body.length) } : {}), ...options.headers };
    const outgoing = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A started nginx on 127.0.0.1:port; `stop` ends it (SIGQUIT, then SIGKILL if it outstays its time) and waits for its exit. */
export interface TestNginx extends TestNginxPaths {
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = exited(child);
  child.kill('SIGQUIT');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), scaled(10_000))));
  if ((await Promise.race([exit, late])) === 'late') child.kill('SIGKILL');
  clearTimeout(timer);
  await exit;
}

/**
 * Starts nginx in the foreground (`-g 'daemon off;'`) and resolves once it answers on its port: an
 * asset request (answered by nginx itself, 404 or not) is polled a bounded number of times.
 */
export async function startNginx(nginx: TestNginxPaths, attempts = 100): Promise<TestNginx> {
  const child = spawn(requireNginx(), ['-p', nginx.dir, '-c', nginx.mainConfig, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const running: TestNginx = { ...nginx, port: nginx.listenPort, process: child, stop: () => stopNginx(child) };
  const interval = scaled(50);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited before it answered: ${stderr}`);
    try {
      await httpRequest(nginx.listenPort, nginx.host, '/assets/.readiness-probe');
      return running;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
  await running.stop();
  throw new Error(`nginx did not answer on 127.0.0.1:${nginx.listenPort} after ${attempts} attempts: ${stderr}`);
}

/** writeTestNginx, then startNginx: a running nginx for these options. */
export function startTestNginx(options: TestNginxOptions): Promise<TestNginx> {
  return startNginx(writeTestNginx(options));
}
