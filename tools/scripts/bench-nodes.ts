/**
 * `npm run bench -- --only=nodes` (issue 20): throughput of the public resource list through nginx
 * with one API node, then two, on one PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a schema of
 * its own, dropped after), plus one node without nginx for the proxy's own cost. Reported, not
 * asserted: on this 2-core machine the load generator, nginx, PostgreSQL and the nodes share the cores.
 * Writes bench/results/nodes.json.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withSearchPath } from '@portal/server-db/testing';
import { freePort, migrateOnce, startNode, stopProcess, type ApiNode } from './cluster';
import { startTestNginx } from './nginx-test-server';

const root = new URL('../..', import.meta.url).pathname;
const url = (process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'])?.trim();
if (!url) {
  console.error('bench nodes: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database; eval "$(bash tools/scripts/ci-postgres.sh)" starts one.');
  process.exit(2);
}
const DURATION_S = Number(process.env['BENCH_NODES_SECONDS'] ?? 15);
const CONNECTIONS = 50;
const PATH = '/alpha-portal/api/v1/web/data-resource/list';

interface Row {
  setup: string;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function measure(setup: string, port: number, host: string): Promise<Row> {
  const requests = [1, 2, 3, 4, 5].map((page) => ({ method: 'GET' as const, path: `${PATH}?page=${page}&pageSize=10` }));
  const run = (duration: number) => autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration, headers: { host }, requests });
  await run(3); // warm every node's caches and connections
  const result = await run(DURATION_S);
  return {
    setup,
    requestsPerSecond: Math.round(result.requests.average),
    // autocannon's own percentiles (it has no p95).
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const schema = `bench_nodes_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-nodes-'));
const rows: Row[] = [];
const running: ApiNode[] = [];
try {
  const nginxPort = await freePort();
  const host = `localhost:${nginxPort}`;
  const env = {
    DATABASE_URL: withSearchPath(url, schema),
    PUBLIC_ORIGIN: `http://${host}`,
    DEV_IDENTITY: '1',
    TRUST_PROXY: '127.0.0.1',
    SEARCH_RATE_PER_MINUTE: '1000000',
    LOGIN_RATE_PER_MINUTE: '100000',
    WEB_ROOT: join(root, 'dist/apps'),
  };
  await migrateOnce(env);
  const ports = [await freePort(), await freePort()];
  for (const count of [1, 2]) {
    while (running.length < count) running.push(await startNode(`node-${running.length + 1}`, ports[running.length] as number, env));
    if (count === 1) rows.push(await measure('1 node, no nginx', running[0]?.port as number, host));
    const nginxDir = join(dir, `n${count}`);
    mkdirSync(nginxDir);
    const nginx = await startTestNginx({
      dir: nginxDir,
      listenPort: nginxPort,
      publicOrigin: `http://${host}`,
      nodes: running.map((node) => `127.0.0.1:${node.port}`),
      webRoot: env.WEB_ROOT,
      devIdentity: true,
    });
    try {
      rows.push(await measure(`${count} node${count > 1 ? 's' : ''} behind nginx`, nginxPort, host));
    } finally {
      await nginx.stop();
    }
  }
} finally {
  await Promise.all(running.map((node) => stopProcess(node.child)));
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}

const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
  load: { path: `${PATH}?page=1…5&pageSize=10`, connections: CONNECTIONS, seconds: DURATION_S },
  rows,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/nodes.json'), `${JSON.stringify(report, null, 2)}\n`);
console.table(rows);
