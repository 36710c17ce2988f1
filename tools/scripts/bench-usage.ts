/**
 * Issue 18 (decision 0031): does usage counting slow the public pages? A real server on loopback over
 * a seeded database (BENCH_RESOURCES resources, 100 000 by default; SQLite, or BENCH_DATABASE_URL),
 * driven the way visitors drive it: the resource list (10 connections) and, at the same time, the
 * page-view beacon each visit sends (10 connections). Rounds alternate counting off and on (off, on,
 * off, on, …) on the same database; the list's p95 per mode is the median of its rounds. Target: the
 * list p95 with counting on is within 10 % of counting off. Writes bench/results/usage.json.
 */
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { buildApp } from '../../apps/api/src/index';
import { benchSeedSize, benchServerConfig, percentile } from './bench-config';

const ROUNDS = 3;
const SECONDS = 8;
const LIST = '/alpha-portal/api/v1/web/data-resource/list?t=1';
const BEACON = '/alpha-portal/api/v1/web/analytics/view';

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-usage-'));
const database = openDatabase({ url: process.env['BENCH_DATABASE_URL'] ?? join(dir, 'bench.db') });
await migrateToLatest(database.db);
const size = benchSeedSize();
await seedDemoData(database.db, { now: Date.now(), ...size });
const resource = await database.db.selectFrom('data_resources').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();

interface Run {
  counting: boolean;
  listP50ms: number;
  listP95ms: number;
  listRequests: number;
  beaconP95ms: number;
  beacons: number;
  errors: number;
}

async function load(url: string, options: Partial<Parameters<typeof autocannon>[0]>): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({ url, connections: 10, duration: SECONDS, ...options });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (status !== 200) errors += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { latencies, errors: errors + result.errors + result.timeouts };
}

async function round(counting: boolean): Promise<Run> {
  const app = await buildApp({
    config: { ...benchServerConfig(dir), usageCounting: { enabled: counting }, pageViewRatePerMinute: 10_000_000 },
    database,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  // Warm the list once (its cold answer is not what this compares).
  await fetch(`${base}${LIST}`);
  const [list, beacons] = await Promise.all([
    load(`${base}${LIST}`, {}),
    load(`${base}${BEACON}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/dataResource/detail/:id', id: resource.id }),
    }),
  ]);
  await app.close();
  return {
    counting,
    listP50ms: percentile(list.latencies, 50),
    listP95ms: percentile(list.latencies, 95),
    listRequests: list.latencies.length,
    beaconP95ms: percentile(beacons.latencies, 95),
    beacons: beacons.latencies.length,
    errors: list.errors + beacons.errors,
  };
}

const runs: Run[] = [];
for (let index = 0; index < ROUNDS; index += 1) for (const counting of [false, true]) runs.push(await round(counting));
const stored = await database.db
  .selectFrom('usage_counts')
  .select((eb) => eb.fn.sum<number>('count').as('n'))
  .executeTakeFirstOrThrow();
await database.close();
rmSync(dir, { recursive: true, force: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (counting: boolean) => median(runs.filter((run) => run.counting === counting).map((run) => run.listP95ms));
const off = p95(false);
const on = p95(true);
const ratio = Number((on / off).toFixed(3));
const summary = {
  listP95msOff: off,
  listP95msOn: on,
  ratio,
  withinTenPercent: ratio <= 1.1,
  errors: runs.reduce((total, run) => total + run.errors, 0),
  // Every beacon answered while counting was on is in the database after the last close.
  countedViews: Number(stored.n ?? 0),
  beaconsWhileCounting: runs.filter((run) => run.counting).reduce((total, run) => total + 2 * run.beacons, 0),
};
const report = { date: new Date().toISOString(), machine: { node: process.version, cpus: cpus().length }, database: database.engine, ...size, runs, summary };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/usage.json', `${JSON.stringify(report, null, 2)}\n`);
console.table(runs);
console.log(`Resource list p95 with counting off ${off} ms, on ${on} ms (×${ratio}; target ≤ ×1.10): ${summary.withinTenPercent ? 'met' : 'NOT met'}.`);
console.log(
  `Views counted ${summary.countedViews} (page + detail per beacon: ${summary.beaconsWhileCounting}); errors ${summary.errors}. Report: bench/results/usage.json`,
);
