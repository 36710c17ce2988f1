/**
 * API benchmark (run by `npm run bench`, not a test): a real server on loopback
 * with a fresh seeded SQLite database, driven by autocannon. Reports p50/p95/p99
 * and req/s per call into bench/results/api[-postgres][-<resources>].json (sign-in calls, the catalogue,
 * publications and search over BENCH_RESOURCES resources, 100 000 by default, and BENCH_PUBLICATIONS
 * news items and as many policies, 10 000 by default at ≥ 100 000 resources, else the demo set;
 * the seed time includes building the search index), and the signed-in workspace
 * calls (issue 6) over BENCH_APPLICATIONS onboarding applications, 3 000 by default,
 * written through the onboarding service (bench-workspace.ts). Every case must answer
 * HTTP 200 with code 0 before it is measured: the bench fails otherwise.
 */
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bumpContentGeneration } from '@portal/server-core';
import { migrateToLatest, openDatabase } from '@portal/server-db';
import { DEMO_PASSWORDS, seedDemoData } from '@portal/server-demo-data';
import { buildApp } from '../../apps/api/src/index';
import { benchSeedSize, benchServerConfig, percentile } from './bench-config';
import { benchSession, seedWorkspaceLoad } from './bench-workspace';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The User-Token to send (a signed-in workspace call). */
  token?: string;
  connections: number;
  seconds: number;
}

const CASES: Case[] = [
  { name: 'GET /web/login/uuid', method: 'GET', path: '/alpha-portal/api/v1/web/login/uuid?t=1', connections: 10, seconds: 8 },
  {
    name: 'POST /web/login/primary (staff account, scrypt check)',
    method: 'POST',
    path: '/alpha-portal/api/v1/web/login/primary',
    body: { loginType: 'account', account: 'admin', password: DEMO_PASSWORDS.admin, uuid: 'bench' },
    connections: 4,
    seconds: 8,
  },
];

/** What is seeded: the catalogue for the list/detail cases (issue 5 asks for 100k resources), news and policies (issue 16). */
const SEED_SIZE = benchSeedSize();
const RESOURCES = SEED_SIZE.resources;
/** Onboarding applications for the workspace cases (issue 6). */
const APPLICATIONS = Number(process.env['BENCH_APPLICATIONS'] ?? 3_000);

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
/** Issue 16: BENCH_DATABASE_URL (an empty PostgreSQL database) runs the bench on PostgreSQL; SQLite (a file, WAL) by default. */
const databaseUrl = process.env['BENCH_DATABASE_URL'];
const database = openDatabase({ url: databaseUrl ?? join(dir, 'bench.db') });
await migrateToLatest(database.db);
const seedStarted = performance.now();
const seeded = await seedDemoData(database.db, { now: Date.now(), ...SEED_SIZE });
const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
const sample = await database.db
  .selectFrom('data_resources')
  .select(['id', 'domain_id', 'department_id'])
  .orderBy('updated_at', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();
const workspace = await seedWorkspaceLoad(database.db, { applications: APPLICATIONS, now: Date.now() });
// The application with the longest trail (a second round): the detail case.
const longest = await database.db
  .selectFrom('application_transitions')
  .select(['application_id', (eb) => eb.fn.countAll<number>().as('n')])
  .groupBy('application_id')
  .orderBy('n', 'desc')
  .orderBy('application_id')
  .limit(1)
  .executeTakeFirstOrThrow();
const tokens = {
  reviewer: await benchSession(database.db, 'reviewer.traffic', Date.now()),
  admin: await benchSession(database.db, 'admin', Date.now()),
  corporation: await benchSession(database.db, 'corp.jsdata', Date.now()),
};
const news = await database.db.selectFrom('news').select('id').orderBy('published_at', 'desc').limit(1).executeTakeFirstOrThrow();
CASES.push(
  {
    name: `GET /web/data-resource/list (${RESOURCES} rows, default)`,
    method: 'GET',
    path: '/alpha-portal/api/v1/web/data-resource/list?t=1',
    connections: 10,
    seconds: 8,
  },
  {
    name: 'GET /web/data-resource/list (domain + department)',
    method: 'GET',
    path: `/alpha-portal/api/v1/web/data-resource/list?t=1&domain=${sample.domain_id}&department=${sample.department_id}`,
    connections: 10,
    seconds: 8,
  },
  // Issue 16: every list form (each facet alone, each sort, deep pages, a keyword with a filter).
  ...(
    [
      ['domain', `domain=${sample.domain_id}`],
      ['department', `department=${sample.department_id}`],
      ['open type', 'openType=conditional'],
      ['format', 'format=API'],
      ['frequency', 'frequency=daily'],
      ['sort by name', 'sort=name&order=asc'],
      ['sort by records', 'sort=records&order=desc'],
      ['sort by published, page 50', 'sort=published&order=asc&page=50'],
      ['open type, sort by name', 'openType=conditional&sort=name&order=asc'],
      ['keyword 交通 + open type, page 3', `keyword=${encodeURIComponent('交通')}&openType=unconditional&page=3`],
      ['keyword 医疗, sort by name', `keyword=${encodeURIComponent('医疗')}&sort=name&order=asc`],
    ] as const
  ).map(([label, query]): Case => ({
    name: `GET /web/data-resource/list (${label})`,
    method: 'GET',
    path: `/alpha-portal/api/v1/web/data-resource/list?t=1&${query}`,
    connections: 10,
    seconds: 5,
  })),
  {
    name: 'GET /web/data-resource/list (keyword 交通, search index)',
    method: 'GET',
    path: `/alpha-portal/api/v1/web/data-resource/list?t=1&keyword=${encodeURIComponent('交通')}`,
    connections: 10,
    seconds: 8,
  },
  // Issue 16: 100 connections at once (0 errors, list p95 ≤ 100 ms).
  {
    name: 'GET /web/data-resource/list (default, 100 connections)',
    method: 'GET',
    path: '/alpha-portal/api/v1/web/data-resource/list?t=1&page=2',
    connections: 100,
    seconds: 8,
  },
  {
    name: 'GET /web/data-resource/list (keyword 交通, 100 connections)',
    method: 'GET',
    path: `/alpha-portal/api/v1/web/data-resource/list?t=1&keyword=${encodeURIComponent('交通')}&page=2`,
    connections: 100,
    seconds: 8,
  },
  {
    name: 'GET /web/data-resource/detail',
    method: 'GET',
    path: `/alpha-portal/api/v1/web/data-resource/detail?t=1&id=${sample.id}`,
    connections: 10,
    seconds: 8,
  },
  { name: 'GET /web/data-product/list', method: 'GET', path: '/alpha-portal/api/v1/web/data-product/list?t=1', connections: 10, seconds: 5 },
  { name: 'GET /web/news/list', method: 'GET', path: '/alpha-portal/api/v1/web/news/list?t=1', connections: 10, seconds: 5 },
  { name: 'GET /web/news/detail', method: 'GET', path: `/alpha-portal/api/v1/web/news/detail?t=1&id=${news.id}`, connections: 10, seconds: 5 },
  { name: 'GET /web/policy/list', method: 'GET', path: '/alpha-portal/api/v1/web/policy/list?t=1', connections: 10, seconds: 5 },
  { name: 'GET /web/content-config/wall/', method: 'GET', path: '/alpha-portal/api/v1/web/content-config/wall/?t=1', connections: 10, seconds: 5 },
  ...(
    [
      ['交通, all types', `q=${encodeURIComponent('交通')}`],
      ['交通, resources tab, page 3', `q=${encodeURIComponent('交通')}&type=resource&page=3`],
      ['医保 (2 characters, not a word)', `q=${encodeURIComponent('医保')}`],
      ['税 (1 character)', `q=${encodeURIComponent('税')}`],
      ['公共数据 开放 (two runs)', `q=${encodeURIComponent('公共数据 开放')}`],
    ] as const
  ).map(([label, query]): Case => ({
    name: `GET /web/search (${label})`,
    method: 'GET',
    path: `/alpha-portal/api/v1/web/search?t=1&${query}`,
    connections: 10,
    seconds: 8,
  })),
  // Issue 6: the workspace, signed in (reviewer.traffic reviews dom_traffic at the first stage).
  { name: 'GET /primary/home (reviewer)', method: 'GET', path: '/alpha-portal/api/v1/primary/home?t=1', token: tokens.reviewer, connections: 10, seconds: 6 },
  { name: 'GET /primary/home (admin)', method: 'GET', path: '/alpha-portal/api/v1/primary/home?t=1', token: tokens.admin, connections: 10, seconds: 6 },
  {
    name: 'GET /second/home (corporation)',
    method: 'GET',
    path: '/alpha-portal/api/v1/second/home?t=1',
    token: tokens.corporation,
    connections: 10,
    seconds: 6,
  },
  {
    name: 'GET /primary/domain/review/list?stage=first (reviewer)',
    method: 'GET',
    path: '/alpha-portal/api/v1/primary/domain/review/list?t=1&stage=first',
    token: tokens.reviewer,
    connections: 10,
    seconds: 6,
  },
  {
    name: 'GET /primary/domain/review/list?stage=final (admin)',
    method: 'GET',
    path: '/alpha-portal/api/v1/primary/domain/review/list?t=1&stage=final',
    token: tokens.admin,
    connections: 10,
    seconds: 6,
  },
  {
    name: `GET /primary/domain/application/detail (admin, ${longest.n} transitions)`,
    method: 'GET',
    path: `/alpha-portal/api/v1/primary/domain/application/detail?t=1&id=${longest.application_id}`,
    token: tokens.admin,
    connections: 10,
    seconds: 6,
  },
  {
    name: 'GET /primary/announcement/list (admin)',
    method: 'GET',
    path: '/alpha-portal/api/v1/primary/announcement/list?t=1',
    token: tokens.admin,
    connections: 10,
    seconds: 6,
  },
);
const app = await buildApp({
  config: benchServerConfig(dir),
  database,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
// The server answers its sites' hosts only (issue 12 §3): the provincial site is localhost on its port.
const base = `http://localhost:${port}`;

const headersOf = (item: Case) => ({ 'content-type': 'application/json', ...(item.token ? { 'user-token': item.token } : {}) });

// Each case must succeed before it is measured: a 401 or a 403 would be measured as fast as anything.
// Issue 16: this first request is also the case's cold one (public content just changed, so no
// answer is cached): its time is reported beside the warm percentiles.
await bumpContentGeneration(database.db);
const coldMs = new Map<string, number>();
for (const item of CASES) {
  const started = performance.now();
  const response = await fetch(`${base}${item.path}`, {
    method: item.method,
    headers: headersOf(item),
    ...(item.body ? { body: JSON.stringify(item.body) } : {}),
  });
  const text = await response.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (response.status !== 200 || code !== 0) throw new Error(`bench: ${item.name} answered HTTP ${response.status} ${text.slice(0, 300)}`);
  coldMs.set(item.name, Number((performance.now() - started).toFixed(2)));
}

const results = [];
for (const item of CASES) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: `${base}${item.path}`,
    method: item.method,
    connections: item.connections,
    duration: item.seconds,
    headers: headersOf(item),
    ...(item.body ? { body: JSON.stringify(item.body) } : {}),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  results.push({
    call: item.name,
    connections: item.connections,
    seconds: item.seconds,
    requests: latencies.length,
    reqPerSec: Number(result.requests.average.toFixed(1)),
    p50ms: percentile(latencies, 50),
    p95ms: percentile(latencies, 95),
    p99ms: percentile(latencies, 99),
    coldMs: coldMs.get(item.name),
    statuses: Object.fromEntries(statuses),
  });
}

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });

const report = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length },
  database: database.engine === 'postgres' ? 'postgresql' : 'sqlite (file, WAL)',
  resources: RESOURCES,
  news: seeded.publications.news,
  policies: seeded.publications.policies,
  seedSeconds,
  workspace,
  results,
};
mkdirSync('bench/results', { recursive: true });
// One report per engine and catalogue size: api.json is SQLite at 100,000 resources.
const reportPath = `bench/results/api${database.engine === 'postgres' ? '-postgres' : ''}${RESOURCES === 100_000 ? '' : `-${RESOURCES}`}.json`;
writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
console.table(results.map(({ statuses: _statuses, ...row }) => row));
console.log(`Seeded ${RESOURCES} resources, ${seeded.publications.news} news items and ${seeded.publications.policies} policies in ${seedSeconds} s.`);
console.log(
  `Workspace load: ${workspace.applications} applications of ${workspace.corporations} corporations, ${workspace.transitions} transitions, through the onboarding service in ${workspace.seconds} s:`,
  workspace.byStatus,
);
console.log(`Report: ${reportPath}`);
