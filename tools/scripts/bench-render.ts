/**
 * Issue 15: how fast the server renders public pages. A real server on loopback, in a worker thread
 * of its own (bench-render-server.ts; the load generator stays on this thread), over a seeded
 * database (BENCH_RESOURCES resources, 100 000 by default; SQLite, or BENCH_DATABASE_URL), serving the
 * built apps and their render bundles (dist/apps, dist/ssr; built first unless --no-build). For /home
 * and /dataResource at 10 connections for SECONDS each:
 * - a cache miss: every request a new address (`?bench=<n>`, a parameter the page ignores), so each
 *   one is rendered, its data read through the API in process;
 * - a cache hit: the same address again and again (the rendered page and its compressed answer reused).
 * Targets: p95 ≤ 30 ms on a miss, ≤ 5 ms on a hit. For reference (no target), a miss at 1 connection:
 * one render's own time, without the renders queued before it on the event loop. Writes
 * bench/results/render.json.
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { migrateToLatest, openDatabase } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { benchSeedSize, percentile } from './bench-config';
import type { RenderBenchServerData } from './bench-render-server';

const SECONDS = 10;
const CONNECTIONS = 10;
const PAGES = ['/home', '/dataResource'];
const TARGETS = { missP95ms: 30, hitP95ms: 5 };

const root = new URL('../..', import.meta.url).pathname;
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx', ['nx', 'run', 'portal:build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
for (const file of ['dist/apps/portal/index.html', 'dist/ssr/portal/server.js'])
  if (!existsSync(join(root, file))) throw new Error(`${file} is missing: build the provincial app first (npx nx run portal:build)`);

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-render-'));
const databaseUrl = process.env['BENCH_DATABASE_URL'] ?? join(dir, 'bench.db');
const seeding = openDatabase({ url: databaseUrl });
await migrateToLatest(seeding.db);
const size = benchSeedSize();
await seedDemoData(seeding.db, { now: Date.now(), ...size });
await seeding.close();

// The server in a worker thread: autocannon's own work stays off the server's event loop.
// It loads its TypeScript through tsx's loader, registered in the worker (Node 20 workers do not take `--import tsx`).
const tsx = import.meta.resolve('tsx/esm/api');
const serverModule = new URL('./bench-render-server.ts', import.meta.url).href;
const server = new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(serverModule)}); });`, {
  eval: true,
  // Production's React (docs/deploy.md: the nodes run with NODE_ENV=production); its development
  // build renders several times slower, checking as it goes. The server's config is given, not read from it.
  env: { ...process.env, NODE_ENV: 'production' },
  workerData: { databaseUrl, webRoot: join(root, 'dist/apps'), ssrRoot: join(root, 'dist/ssr') } satisfies RenderBenchServerData,
});
const [{ port, engine }] = (await once(server, 'message')) as [{ port: number; engine: string }];
const base = `http://localhost:${port}`;

interface Measure {
  page: string;
  cache: 'miss' | 'hit';
  connections: number;
  requests: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  /** Answers that were not a server-rendered 200 page. */
  errors: number;
}

async function measure(page: string, cache: 'miss' | 'hit', connections = CONNECTIONS): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const instance = autocannon({
    url: `${base}${page}`,
    connections,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br' },
    requests: [cache === 'miss' ? { setupRequest: (request) => ({ ...request, path: `${page}?bench=${(next += 1)}` }) } : {}],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (status !== 200) errors += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    page,
    cache,
    connections,
    requests: latencies.length,
    p50ms: percentile(latencies, 50),
    p95ms: percentile(latencies, 95),
    p99ms: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
  };
}

const runs: Measure[] = [];
for (const page of PAGES) {
  // The page must come rendered: a render given up would measure the app's empty page instead.
  const first = await (await fetch(`${base}${page}`)).text();
  if (!first.includes('id="portal-server-state"')) throw new Error(`${page} was not rendered on the server`);
  for (const cache of ['miss', 'hit'] as const) runs.push(await measure(page, cache));
  // For reference, not a target: one render at a time (a miss's own time, without the queue behind it).
  runs.push(await measure(page, 'miss', 1));
}
server.postMessage('close');
await once(server, 'message');
await server.terminate();
rmSync(dir, { recursive: true, force: true });

const targeted = runs.filter((run) => run.connections === CONNECTIONS);
const met = targeted.every((run) => run.errors === 0 && run.p95ms <= (run.cache === 'miss' ? TARGETS.missP95ms : TARGETS.hitP95ms));
const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length },
  database: engine,
  server: 'a worker thread of its own (the load generator on the main thread)',
  ...size,
  connections: CONNECTIONS,
  seconds: SECONDS,
  targets: TARGETS,
  runs,
  met,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/render.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`Server render (issue 15) at ${size.resources} resources, ${CONNECTIONS} connections, ${engine}:`);
console.table(
  runs.map((run) => ({
    ...run,
    target: run.connections === CONNECTIONS ? `p95 ≤ ${run.cache === 'miss' ? TARGETS.missP95ms : TARGETS.hitP95ms} ms` : '(reference)',
  })),
);
console.log(met ? 'Targets met.' : 'Targets NOT met (see above).');
