// `npm run bench` (last step): a bounded soak of the API server (issue 12 §11). 1,000 connections
// for 60 s on loopback over a mix of public calls, against a real server on a seeded SQLite file.
// Reports errors, latency percentiles, the share of requests shed with 503 (the in-flight limit),
// and the server's memory before and after (and after a collection): a measurement, not a test.
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { buildApp } from '../../apps/api/src/index';
import { benchServerConfig } from './bench-config';

const CONNECTIONS = Number(process.env['SOAK_CONNECTIONS'] ?? 1_000);
const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 60);
const RESOURCES = Number(process.env['BENCH_RESOURCES'] ?? 100_000);

const dir = mkdtempSync(join(tmpdir(), 'portal-soak-'));
const database = openDatabase({ url: join(dir, 'soak.db') });
await migrateToLatest(database.db);
await seedDemoData(database.db, { now: Date.now(), resources: RESOURCES });
const news = await database.db.selectFrom('news').select('id').orderBy('published_at', 'desc').limit(1).executeTakeFirstOrThrow();
const resource = await database.db.selectFrom('data_resources').select('id').orderBy('updated_at', 'desc').limit(1).executeTakeFirstOrThrow();

const app = await buildApp({
  config: {
    ...benchServerConfig(dir),
    // As in production (MAX_EVENT_LOOP_DELAY_MS's default).
    maxEventLoopDelayMs: 500,
  },
  database,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;

// The public mix: what a visitor's pages ask for.
const api = '/alpha-portal/api/v1';
const MIX = [
  `${api}/web/content-config/wall/?t=1`,
  `${api}/web/data-resource/list?t=1`,
  `${api}/web/data-resource/list?t=1&keyword=${encodeURIComponent('交通')}`,
  `${api}/web/data-resource/detail?t=1&id=${resource.id}`,
  `${api}/web/data-product/list?t=1`,
  `${api}/web/news/list?t=1`,
  `${api}/web/news/detail?t=1&id=${news.id}`,
  `${api}/web/policy/list?t=1`,
  `${api}/web/search?t=1&q=${encodeURIComponent('公共数据')}`,
  `${api}/web/catalogue/options?t=1`,
];

const mib = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));
const memory = () => {
  const usage = process.memoryUsage();
  return { rssMiB: mib(usage.rss), heapUsedMiB: mib(usage.heapUsed) };
};
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = memory();

const latencies: number[] = [];
const statuses = new Map<number, number>();
let next = 0;
const instance = autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: [{ method: 'GET', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: MIX[(next += 1) % MIX.length] }) }],
});
instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
  latencies.push(responseTime);
  statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
});
const result = await instance;
const after = memory();
gc?.();
const afterCollection = memory();

latencies.sort((a, b) => a - b);
const at = (p: number) =>
  latencies.length ? Number(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!.toFixed(1)) : null;
const answered = latencies.length;
const shed = statuses.get(503) ?? 0;
const ok = statuses.get(200) ?? 0;
const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length },
  database: 'sqlite (file, WAL)',
  resources: RESOURCES,
  connections: CONNECTIONS,
  seconds: SECONDS,
  mix: MIX.map((path) => path.replace(`${api}`, '')),
  answered,
  reqPerSec: Number(result.requests.average.toFixed(1)),
  statuses: Object.fromEntries(statuses),
  okShare: answered ? Number((ok / answered).toFixed(3)) : 0,
  shedShare: answered ? Number((shed / answered).toFixed(3)) : 0,
  otherNon2xx: answered - ok - shed,
  socketErrors: result.errors,
  timeouts: result.timeouts,
  latencyMs: { p50: at(50), p95: at(95), p99: at(99), max: latencies.at(-1) ?? null },
  memory: { before, after, afterCollection, collected: gc !== undefined },
};

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/soak.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(report);
console.log('Report: bench/results/soak.json');
