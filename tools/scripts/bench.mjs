// `npm run bench`: measurements, not tests. Writes bench/results/<name>.json and prints a table.
// Steps, in this order (`npm run bench -- --only=<step>[,<step>…]` runs some of them; default all):
// - build: wall time of building the 14 site apps without the Nx cache (web-build.json), and the
//   gzip size of each app's initial JS (entry chunk + its static imports) and of all its JS,
//   and of each route's initial JS on the provincial app (plus its lazy entry and that entry's imports);
//   the public routes' sizes beside their budgets (issue 13 §Bytes: tools/scripts/route-budgets.mjs,
//   the same computation the budget test in npm test enforces);
// - lighthouse: Lighthouse (mobile preset, simulated throttling, performance only, 3 runs per page,
//   medians) on /home, /dataResource, a resource detail and /search of the province and of nj, served
//   by the real server from the built apps, and Lighthouse SEO, against score ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.05, SEO ≥ 95 (issue 15)
//   (bench-lighthouse.ts; run alone, it builds portal and nj first);
// - render: the server's render of /home and /dataResource at BENCH_RESOURCES (100,000) resources, 10
//   connections: p95 on a render-cache miss (≤ 30 ms) and on a hit (≤ 5 ms) (issue 15; bench-render.ts, render.json);
// - api: p50/p95/p99 and req/s of sign-in, catalogue, publications, search and the signed-in workspace
//   calls (onboarding queues, homes, announcements) under autocannon on loopback (bench-api.ts);
// - relevance: /web/search over the default demo seed against the graded queries of
//   bench/relevance/queries.json: nDCG@10, precision@5, zero-result rate, nonsense with results (issue 16;
//   bench-relevance.ts, relevance.json);
// - soak: 1,000 connections for 60 s over a mix of public calls: errors, p95, share shed with 503,
//   memory before and after (bench-soak.ts);
// - usage: the resource list's p95 with usage counting off and on while page-view beacons arrive
//   (issue 18: within 10 %; bench-usage.ts, usage.json);
// - nodes: the resource list's throughput through nginx with one API node and with two, on PostgreSQL
//   (issue 20; needs BENCH_DATABASE_URL or TEST_DATABASE_URL and Debian's nginx; bench-nodes.ts, nodes.json);
// - delivery: a resource of BENCH_DELIVERY_ROWS rows (1,000,000): load time and file sizes, the open API's
//   records on random pages (p95 ≤ 20 ms at 10 connections) and the CSV download's memory, fast and with a
//   slow reader (issue 22; bench-delivery.ts, delivery.json).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { budgetRows, gzipFileBytes, measureSites, printableRows, readBudgets } from './route-budgets.mjs';

const root = new URL('../..', import.meta.url).pathname;
const env = { ...process.env, NX_TUI: 'false', NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const machine = { node: process.version, cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) };

const STEPS = ['build', 'lighthouse', 'render', 'api', 'relevance', 'soak', 'usage', 'nodes', 'delivery'];
const onlyArg = process.argv.slice(2).find((arg) => arg.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',').filter(Boolean) : STEPS;
const unknown = only.filter((step) => !STEPS.includes(step));
if (unknown.length > 0 || only.length === 0) {
  console.error(`Unknown bench step ${unknown.join(', ') || '(none)'}: use --only=<${STEPS.join('|')}>[,…]`);
  process.exit(2);
}
const runs = (step) => only.includes(step);
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

function buildApps() {
  const started = performance.now();
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'tag:type:app', '--skip-nx-cache', '--outputStyle=static'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('building the site apps failed');
  return { apps: readdirSync(join(root, 'dist/apps')).length, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}

/** Each app's initial JS (its entry closure, from the shared budget module) and all its JS, gzip -9. */
function bundleSizes(size) {
  const dir = join(root, 'dist/apps', size.site.code);
  const js = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
  const allBytes = js.reduce((total, file) => total + gzipFileBytes(join(dir, 'assets', file)), 0);
  return { code: size.site.code, initialJsGzipKB: kb(size.entry.gzipBytes), allJsGzipKB: kb(allBytes), chunks: js.length };
}

if (runs('build')) {
  const build = buildApps();
  // Issue 13 §Bytes: the sizes come from tools/scripts/route-budgets.mjs, the module the budget test
  // (route-budgets.test.ts, in npm test) checks against tools/scripts/route-budgets.json.
  const sizes = measureSites();
  const bundles = sizes.map(bundleSizes).sort((a, b) => a.code.localeCompare(b.code));
  const budgets = budgetRows(sizes, readBudgets());
  // Every lazy entry of the provincial app, the workspace's too: the entry closure plus its own chunks.
  const routes = (sizes.find((size) => size.site.code === 'portal')?.lazyEntries ?? []).map((entry) => ({
    routes: entry.label,
    entry: entry.entry,
    routeJsGzipKB: kb(entry.ownGzipBytes),
    initialJsGzipKB: kb(entry.gzipBytes),
  }));
  const report = { date: new Date().toISOString(), machine, build, bundles, routes, budgets };

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/web-build.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Built ${build.apps} apps without cache in ${build.seconds} s`);
  console.table(bundles);
  console.log('Initial JS per lazy entry of the provincial app (gzip -9):');
  console.table(routes);
  console.log('Issue 13 §Bytes: initial JS per public route (gzip -9) against its budget (tools/scripts/route-budgets.json):');
  console.table(printableRows(budgets));
  const over = budgets.filter((row) => !row.ok);
  if (over.length > 0) console.log(`Over the limit: ${over.map((row) => `${row.site} ${row.route}`).join(', ')} (npm test fails on these)`);
  console.log('Report: bench/results/web-build.json');
}

// Lighthouse (issue 13): the built apps served by the real server, in headless Chromium. It builds
// portal and nj itself unless the build step above just built every app.
if (runs('lighthouse')) {
  const args = ['--import', 'tsx', 'tools/scripts/bench-lighthouse.ts', ...(runs('build') ? ['--no-build'] : [])];
  const lighthouse = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (lighthouse.status !== 0) process.exit(lighthouse.status ?? 1);
}

// Server rendering (issue 15): a render-cache miss and hit on two public pages.
if (runs('render')) {
  const args = ['--import', 'tsx', 'tools/scripts/bench-render.ts', ...(runs('build') || runs('lighthouse') ? ['--no-build'] : [])];
  const render = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (render.status !== 0) process.exit(render.status ?? 1);
}

// API: a real server on loopback under autocannon.
if (runs('api')) {
  const api = spawnSync(process.execPath, ['--import', 'tsx', 'tools/scripts/bench-api.ts'], { cwd: root, env, stdio: 'inherit' });
  if (api.status !== 0) process.exit(api.status ?? 1);
}

// Relevance (issue 16): the graded queries against a real server over the default demo seed.
if (runs('relevance')) {
  const relevance = spawnSync(process.execPath, ['--import', 'tsx', 'tools/scripts/bench-relevance.ts'], { cwd: root, env, stdio: 'inherit' });
  if (relevance.status !== 0) process.exit(relevance.status ?? 1);
}

// Soak (issue 12 §11): 1,000 connections for 60 s over the public calls; errors, p95, shed share, memory.
if (runs('soak')) {
  const soak = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'tools/scripts/bench-soak.ts'], { cwd: root, env, stdio: 'inherit' });
  if (soak.status !== 0) process.exit(soak.status ?? 1);
}

// Usage counting (issue 18): the resource list with counting off and on while page-view beacons arrive.
if (runs('usage')) {
  const usage = spawnSync(process.execPath, ['--import', 'tsx', 'tools/scripts/bench-usage.ts'], { cwd: root, env, stdio: 'inherit' });
  if (usage.status !== 0) process.exit(usage.status ?? 1);
}

if (runs('nodes')) {
  const nodes = spawnSync(process.execPath, ['--import', 'tsx', 'tools/scripts/bench-nodes.ts'], { cwd: root, env, stdio: 'inherit' });
  if (nodes.status !== 0) process.exit(nodes.status ?? 1);
}

// Data delivery (issue 22): loading a large resource, the open API's records, the CSV download's memory.
if (runs('delivery')) {
  const args = ['--expose-gc', '--import', 'tsx', 'tools/scripts/bench-delivery.ts'];
  const delivery = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (delivery.status !== 0) process.exit(delivery.status ?? 1);
}
