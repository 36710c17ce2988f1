// `npm run bench`: measurements, not tests. Writes bench/results/<name>.json and prints a table.
// - build: wall time of building the 14 site apps without the Nx cache;
// - bundle: gzip size of each app's initial JS (entry chunk + its static imports) and of all its JS,
//   and of each route's initial JS on the provincial app (plus its lazy entry and that entry's imports);
// - api: p50/p95/p99 and req/s of sign-in, catalogue, publications, search and the signed-in workspace
//   calls (onboarding queues, homes, announcements) under autocannon on loopback (bench-api.ts);
// - soak: 1,000 connections for 60 s over a mix of public calls: errors, p95, share shed with 503,
//   memory before and after (bench-soak.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
const env = { ...process.env, NX_TUI: 'false', NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const machine = { node: process.version, cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) };

function buildApps() {
  const started = performance.now();
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'tag:type:app', '--skip-nx-cache', '--outputStyle=static'],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('building the site apps failed');
  return { apps: readdirSync(join(root, 'dist/apps')).length, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}

function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function bundleSizes(code) {
  const dir = join(root, 'dist/apps', code);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const initial = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const js = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(join(dir, file)), 0);
  const initialJs = [...initial].filter((file) => file.endsWith('.js'));
  return { code, initialJsGzipKB: Number((sum(initialJs) / 1024).toFixed(1)), allJsGzipKB: Number((sum(js) / 1024).toFixed(1)), chunks: js.length };
}

/** The routes of the lazily loaded feature entries (spec §2), by the source path of the entry. */
const ROUTES_OF_ENTRY = [
  [/features\/home\//, '/home'],
  [/features\/data-resource\//, '/dataResource, /dataResource/detail/:id'],
  [/features\/data-product\//, '/dataProduct, /dataProduct/detail/:id'],
  [/features\/news\//, '/dynamics, /dynamics/detail/:id'],
  [/features\/policy\//, '/policy'],
  // Issue 21 §10c: 我的反馈 is an entry of its own in the calls feature.
  [/features\/calls\/src\/pages\/my-responses/, '/workspace/call/responses (我的反馈)'],
  [/features\/calls\//, '/applylist'],
  [/features\/pages\//, '/about, /richTextCenter'],
  [/features\/search\//, '/search'],
  [/features\/login\//, '/login, /login/choose'],
  // Issue 6: the workspace (the shell mounts them under /workspace).
  [/features\/onboarding\//, '/workspace/domain/apply, detail, firstReview, finalReview, reject-result'],
  [/features\/workspace\//, '/workspace/home, /workspace/workerhome, /workspace/user/detail'],
  // The editor is its own lazy chunk, loaded by the add/edit form on top of the page's.
  [/features\/announcements\/src\/components\/rich-text-editor/, '/workspace/annouce/add|edit: + the TipTap editor'],
  [/features\/announcements\//, '/workspace/annouce/:action (list, add, edit)'],
  // The shell's fallback for a route of the site config without a feature page (feature-pages.ts).
  [/placeholder-route/, 'routes without a feature page (placeholder)'],
];

/**
 * Issue 5: the gzip size of each route's initial JS on the provincial app — the
 * app's initial JS plus the route's lazy entry and the chunks it imports statically.
 */
function routeSizes(code) {
  const dir = join(root, 'dist/apps', code);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const closure = (keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return files;
  };
  const initial = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const sum = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipBytes(join(dir, file)), 0);
  const initialBytes = sum(initial);
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const extra = [...closure([key])].filter((file) => !initial.has(file));
      const routes = ROUTES_OF_ENTRY.find(([pattern]) => pattern.test(key))?.[1] ?? key;
      return { routes, entry: key.replace(/^(\.\.\/)+/, ''), routeJsGzipKB: Number((sum(extra) / 1024).toFixed(1)), initialJsGzipKB: Number(((initialBytes + sum(extra)) / 1024).toFixed(1)) };
    })
    .sort((a, b) => a.routes.localeCompare(b.routes));
}

const build = buildApps();
const apps = readdirSync(join(root, 'dist/apps')).sort();
const bundles = apps.map(bundleSizes);
const routes = routeSizes('portal');
const report = { date: new Date().toISOString(), machine, build, bundles, routes };

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/web-build.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`Built ${build.apps} apps without cache in ${build.seconds} s`);
console.table(bundles);
console.log('Initial JS per route of the provincial app (gzip -9):');
console.table(routes);
console.log('Report: bench/results/web-build.json');

// API: a real server on loopback under autocannon.
const api = spawnSync(process.execPath, ['--import', 'tsx', 'tools/scripts/bench-api.ts'], { cwd: root, env, stdio: 'inherit' });
if (api.status !== 0) process.exit(api.status ?? 1);

// Soak (issue 12 §11): 1,000 connections for 60 s over the public calls; errors, p95, shed share, memory.
const soak = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'tools/scripts/bench-soak.ts'], { cwd: root, env, stdio: 'inherit' });
if (soak.status !== 0) process.exit(soak.status ?? 1);
