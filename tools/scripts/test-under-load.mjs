// `npm run test:under-load`: the whole `npm test` on a machine kept busy by a bounded background
// load this script starts and stops itself (issue 11). A contributor's laptop or a shared CI runner
// is a busy machine; the suite must hold there too.
//
// The load: LOAD_WORKERS processes (default: one per core), each busy LOAD_DUTY of every 100 ms
// (default 0.5) at normal priority, so both cores of a 2-core machine are half taken by work that
// is not the suite's; LOAD_WORKERS=0 measures a quiet machine. Runs RUNS times in a row (default
// 1), each cold: on an empty Nx cache and workspace data of its own (NX_CACHE_DIRECTORY,
// NX_WORKSPACE_DATA_DIRECTORY, removed afterwards; no Nx daemon) and without dist/ and the tools'
// caches under node_modules, so every task really runs once and the
// later phases reuse the first phase's builds as on a fresh clone.
// Stops at the first failure. Each run's time and result go to
// bench/results/test-under-load.json (a measurement, not a test: nothing here asserts a time).
import { fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const workers = process.env.LOAD_WORKERS ? Math.max(0, Number(process.env.LOAD_WORKERS)) : availableParallelism();
const duty = Math.min(0.95, Math.max(0.05, Number(process.env.LOAD_DUTY || 0.5)));
const runs = Math.max(1, Number(process.env.RUNS || 1));

if (process.argv[2] === '--burn') {
  // A load worker: busy for duty × 100 ms, idle for the rest, until its parent goes.
  const busyMs = duty * 100;
  const tick = () => {
    const until = performance.now() + busyMs;
    let x = 0;
    while (performance.now() < until) x = (x * 1103515245 + 12345) % 2147483648;
    setTimeout(tick, 100 - busyMs);
  };
  process.on('disconnect', () => process.exit(0));
  tick();
} else {
  const load = Array.from({ length: workers }, () => fork(new URL(import.meta.url).pathname, ['--burn'], { stdio: 'ignore' }));
  const stopLoad = () => {
    for (const worker of load) if (worker.connected) worker.kill();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopLoad(), process.exit(130)));
  process.on('exit', stopLoad);
  console.log(`test:under-load: ${workers} load worker(s), each busy ${Math.round(duty * 100)} % of the time; ${runs} cold run(s) of npm test`);

  const results = [];
  let failed = false;
  for (let run = 1; run <= runs && !failed; run += 1) {
    const started = performance.now();
    const samples = [];
    const sampler = setInterval(() => samples.push(loadavg()[0]), 15_000);
    // Nx keeps its cache in two places: the artifacts (NX_CACHE_DIRECTORY) and an index of task
    // results in the workspace data (NX_WORKSPACE_DATA_DIRECTORY), which alone makes a task with no
    // outputs a cache hit. Both are empty per run, and no daemon carries state from one to the next.
    const cacheDir = mkdtempSync(join(tmpdir(), 'portal-nx-cold-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-nx-data-'));
    // As on a fresh clone: no build output and no tool caches (Vite's pre-bundled dependencies of
    // the story tests, Storybook's cache) from an earlier run.
    for (const left of ['dist', 'node_modules/.vite', 'node_modules/.cache']) rmSync(join(root, left), { recursive: true, force: true });
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [join(root, 'tools/scripts/test.mjs')], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NX_CACHE_DIRECTORY: cacheDir, NX_WORKSPACE_DATA_DIRECTORY: dataDir, NX_DAEMON: 'false' },
      });
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    for (const dir of [cacheDir, dataDir]) rmSync(dir, { recursive: true, force: true });
    clearInterval(sampler);
    const minutes = Number(((performance.now() - started) / 60_000).toFixed(1));
    const meanLoad = samples.length ? Number((samples.reduce((a, b) => a + b, 0) / samples.length).toFixed(1)) : null;
    results.push({
      run,
      passed: code === 0,
      minutes,
      meanLoadAverage: meanLoad,
      maxLoadAverage: samples.length ? Number(Math.max(...samples).toFixed(1)) : null,
    });
    console.log(`test:under-load run ${run}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes} min, load average ~${meanLoad}`);
    failed = code !== 0;
  }
  stopLoad();

  const file = join(root, 'bench/results/test-under-load.json');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  let history = [];
  try {
    history = JSON.parse(readFileSync(file, 'utf8')).history ?? [];
  } catch {
    // first report
  }
  const report = { at: new Date().toISOString(), workers, duty, runs: results };
  writeFileSync(file, `${JSON.stringify({ latest: report, history: [...history, report].slice(-20) }, null, 2)}\n`);
  process.exit(failed ? 1 : 0);
}
