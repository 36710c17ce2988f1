// `npm run bench`: measurements, not tests. Writes bench/results/<name>.json and prints a table.
// - build: wall time of building the 14 site apps without the Nx cache;
// - bundle: gzip size of each app's initial JS (entry chunk + its static imports) and of all its JS;
// - api: p50/p95/p99 and req/s of the sign-in calls under autocannon on loopback (bench-api.ts).
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

const build = buildApps();
const apps = readdirSync(join(root, 'dist/apps')).sort();
const bundles = apps.map(bundleSizes);
const report = { date: new Date().toISOString(), machine, build, bundles };

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/web-build.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`Built ${build.apps} apps without cache in ${build.seconds} s`);
console.table(bundles);
console.log('Report: bench/results/web-build.json');

// API: a real server on loopback under autocannon.
const api = spawnSync(process.execPath, ['--import', 'tsx', 'tools/scripts/bench-api.ts'], { cwd: root, env, stdio: 'inherit' });
if (api.status !== 0) process.exit(api.status ?? 1);
