/**
 * Issue 15: how fast the server renders public pages. A real server on loopback over a seeded
 * database (BENCH_RESOURCES resources, 100 000 by default; SQLite, or BENCH_DATABASE_URL), serving the
 * built apps and their render bundles (dist/apps, dist/ssr; built first unless --no-build). For /home
 * and /dataResource at 10 connections for SECONDS each:
 * - a cache miss: every request a new address (`?bench=<n>`, a parameter the page ignores), so each
 *   one is rendered, its data read through the API in process;
 * - a cache hit: the same address again and again (the rendered page and its compressed answer reused).
 * Targets: p95 ≤ 30 ms on a miss, ≤ 5 ms on a hit. Writes bench/results/render.json.
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { buildApp } from '../../apps/api/src/index';
import { benchSeedSize, benchServerConfig, percentile } from './bench-config';

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
const database = openDatabase({ url: process.env['BENCH_DATABASE_URL'] ?? join(dir, 'bench.db') });
await migrateToLatest(database.db);
const size = benchSeedSize();
await seedDemoData(database.db, { now: Date.now(), ...size });

const app = await buildApp({ config: { ...benchServerConfig(join(root, 'dist/apps')), ssrRoot: join(root, 'dist/ssr') }, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;

interface Measure {
  page: string;
  cache: 'miss' | 'hit';
  requests: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  /** Answers that were not a server-rendered 200 page. */
  errors: number;
}

async function measure(page: string, cache: 'miss' | 'hit'): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const instance = autocannon({
    url: `${base}${page}`,
    connections: CONNECTIONS,
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
}
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });

const met = runs.every((run) => run.errors === 0 && run.p95ms <= (run.cache === 'miss' ? TARGETS.missP95ms : TARGETS.hitP95ms));
const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length },
  database: database.engine,
  ...size,
  connections: CONNECTIONS,
  seconds: SECONDS,
  targets: TARGETS,
  runs,
  met,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/render.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`Server render (issue 15) at ${size.resources} resources, ${CONNECTIONS} connections, ${database.engine}:`);
console.table(runs.map((run) => ({ ...run, target: `p95 ≤ ${run.cache === 'miss' ? TARGETS.missP95ms : TARGETS.hitP95ms} ms` })));
console.log(met ? 'Targets met.' : 'Targets NOT met (see above).');
