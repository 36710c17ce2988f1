// `npm run bench` (last step): a bounded soak of the API server (issue 12 §11, issue 16). 1,000
// connections for 60 s on loopback over a mix of public calls, against a real server on a seeded
// SQLite file. Reports errors, the latency percentiles of answered (2xx) requests apart from those
// of shed ones (503: in-flight limit, event-loop lag), the share shed, the requests whose clients
// left before their answer and how long the server went on working after the load stopped, and the
// server's memory before and after (and after a collection): a measurement, not a test.
// SOAK_CONNECTIONS, SOAK_SECONDS, BENCH_RESOURCES, BENCH_PUBLICATIONS change the load; SOAK_REPORT where the report
// goes (a small trial run should not replace bench/results/soak.json).
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrateToLatest, openDatabase } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { buildApp } from '../../apps/api/src/index';
import { benchSeedSize, benchServerConfig } from './bench-config';

const CONNECTIONS = Number(process.env['SOAK_CONNECTIONS'] ?? 1_000);
const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 60);
const SEED_SIZE = benchSeedSize();
const RESOURCES = SEED_SIZE.resources;
const REPORT = process.env['SOAK_REPORT'] ?? 'bench/results/soak.json';

const dir = mkdtempSync(join(tmpdir(), 'portal-soak-'));
const database = openDatabase({ url: join(dir, 'soak.db') });
await migrateToLatest(database.db);
await seedDemoData(database.db, { now: Date.now(), ...SEED_SIZE });
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
// What the server did with the requests it let in (issue 16): handlers started and answers sent
// (the 499 of a request whose client left is "sent" to nobody), and clients gone before their
// answer. Once the load stops, started and sent must meet: no work left running.
const server = { started: 0, sent: 0, clientGone: 0 };
const working = new WeakSet<object>();
app.addHook('preHandler', async (request) => {
  working.add(request);
  server.started += 1;
});
app.addHook('onSend', async (request) => {
  if (working.delete(request)) server.sent += 1;
});
app.addHook('onRequest', async (_request, reply) => {
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) server.clientGone += 1;
  });
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

/** Response times (ms) by outcome: answered (2xx), shed (503), anything else. */
const latencies = { answered: [] as number[], shed: [] as number[], other: [] as number[] };
const statuses = new Map<number, number>();
let next = 0;
const instance = autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: [{ method: 'GET', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: MIX[(next += 1) % MIX.length] }) }],
});
instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
  (statusCode >= 200 && statusCode < 300 ? latencies.answered : statusCode === 503 ? latencies.shed : latencies.other).push(responseTime);
  statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
});
const result = await instance;
// autocannon has closed its connections: the requests still being worked on are those of clients
// that left. How long until none is (bounded: 30 s)?
const loadStopped = performance.now();
const leftRunningAtStop = server.started - server.sent;
while (server.started > server.sent && performance.now() - loadStopped < 30_000) await new Promise((resolve) => setTimeout(resolve, 5));
const drainMs = Number((performance.now() - loadStopped).toFixed(1));
const after = memory();
gc?.();
const afterCollection = memory();

/** Percentiles of response times (ms), nearest rank. */
const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1)) : null);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.length ? Number(sorted.at(-1)!.toFixed(1)) : null };
};
const responses = latencies.answered.length + latencies.shed.length + latencies.other.length;
const share = (count: number) => (responses ? Number((count / responses).toFixed(3)) : 0);
const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length },
  database: 'sqlite (file, WAL)',
  resources: RESOURCES,
  connections: CONNECTIONS,
  seconds: SECONDS,
  mix: MIX.map((path) => path.replace(`${api}`, '')),
  responses,
  reqPerSec: Number(result.requests.average.toFixed(1)),
  statuses: Object.fromEntries(statuses),
  // Of the responses: answered (2xx), shed (503 in the envelope), anything else.
  answeredShare: share(latencies.answered.length),
  shedShare: share(latencies.shed.length),
  otherShare: share(latencies.other.length),
  latencyMs: { answered: percentiles(latencies.answered), shed: percentiles(latencies.shed), other: percentiles(latencies.other) },
  // Requests with no response at all (autocannon's 10 s timeout, connection errors).
  socketErrors: result.errors,
  timeouts: result.timeouts,
  server: {
    handlersStarted: server.started,
    clientGoneBeforeAnswer: server.clientGone,
    handlersRunningWhenLoadStopped: leftRunningAtStop,
    handlersRunningAfterDrain: server.started - server.sent,
    drainMs,
    inFlightAfterDrain: app.requestsInFlight(),
  },
  memory: { before, after, afterCollection, collected: gc !== undefined },
};

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
mkdirSync(dirname(REPORT), { recursive: true });
writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
console.dir(report, { depth: null });
console.log(`Report: ${REPORT}`);
