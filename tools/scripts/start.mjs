// `npm start`: build every site app (Nx skips what is already built), then run the
// portal server in this process: API + each site's app by host on one port.
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const env = { ...process.env, NX_TUI: 'false', NX_NO_CLOUD: 'true' };
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'tag:type:app', '--outputStyle=static'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) {
  console.error('\nBuilding the site apps failed; see the output above.');
  process.exit(build.status ?? 1);
}

// A local run signs in through the project's dev CAS provider and SMS outbox (issue 12 §5: they
// are mounted only on this explicit opt-in, and answer loopback clients only).
if (process.env.NODE_ENV !== 'production' && !process.env.CAS_BASE_URL) process.env.DEV_IDENTITY ??= '1';

register();
await import('../../apps/api/src/main.ts');
