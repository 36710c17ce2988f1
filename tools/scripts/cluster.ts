// Issue 20: a production-shaped cluster on loopback for the multi-node test and the bench: API nodes
// (`apps/api/src/main.ts`, each its own process, none migrating) on one PostgreSQL schema, prepared
// once by `npm run migrate`'s module.
import { spawn, type ChildProcess } from 'node:child_process';
import { httpRequest, type HttpAnswer } from './nginx-test-server';

export { freePort } from './nginx-test-server';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Runs `npm run migrate`'s module once against the database; rejects with its output when it fails. */
export function migrateOnce(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/migrate.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`migrate exited ${code}: ${output.slice(-3000)}`))));
  });
}

export interface ApiNode {
  name: string;
  port: number;
  child: ChildProcess;
  /** Output so far (for failure messages). */
  log(): string;
}

/** Starts one API node; resolves once it listens, rejects if it exits first. */
export function startNode(name: string, port: number, env: Record<string, string>): Promise<ApiNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, NODE_NAME: name, PORT: String(port), HOST: '127.0.0.1', MIGRATE_ON_START: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const node: ApiNode = { name, port, child, log: () => output };
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('is running')) resolve(node);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code, signal) => reject(new Error(`node ${name} exited (${code ?? signal}) before listening: ${output.slice(-3000)}`)));
  });
}

/** Stops a process with `signal` and resolves when it has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export interface Answer extends HttpAnswer {
  json<T = { code: number; msg: string; data: unknown }>(): T;
}

/** One HTTP request to 127.0.0.1:port with the Host (and any header) given, its body read as JSON on demand. */
export async function call(
  port: number,
  method: string,
  path: string,
  options: { host: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Answer> {
  const answer = await httpRequest(port, options.host, path, {
    method,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  return { ...answer, json: () => JSON.parse(answer.body.toString('utf8')) };
}

/**
 * Asks `probe` until it says yes: each ask after the previous answer and a short pause, bounded by a
 * number of asks (a state is awaited, nothing is timed). The pause is there because nothing announces
 * the state: nginx sends a failed node traffic again only after its own `fail_timeout`, unobservable
 * but by asking.
 */
export async function eventually(probe: () => Promise<boolean>, what: string, attempts = 600): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not so after ${attempts} attempts`);
}
