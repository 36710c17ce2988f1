/**
 * `npm run affected -- --base=<rev> [--head=<rev>] [more nx options]`: lint,
 * typecheck, test and build only the projects changed since <rev> (and what
 * depends on them). Without --head, uncommitted changes count too. Exits with
 * nx's exit code.
 */
import { spawnSync } from 'node:child_process';

const USAGE = `usage: npm run affected -- --base=<rev> [--head=<rev>]
  e.g. npm run affected -- --base=origin/main
       npm run affected -- --base=HEAD~1 --head=HEAD`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

// --base=<rev> or --base <rev>, with a non-empty revision.
const baseAt = args.findIndex((arg) => arg === '--base' || arg.startsWith('--base='));
const base = baseAt < 0 ? '' : args[baseAt].includes('=') ? args[baseAt].slice('--base='.length) : (args[baseAt + 1] ?? '');
if (!base || base.startsWith('-')) {
  console.error(`affected: --base is required.\n${USAGE}`);
  process.exit(2);
}

const outputStyle = args.some((arg) => arg.startsWith('--outputStyle') || arg.startsWith('--output-style')) ? [] : ['--outputStyle=static'];
const result = spawnSync('npx', ['nx', 'affected', '-t', 'lint', 'typecheck', 'test', 'build', ...args, ...outputStyle], {
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  shell: process.platform === 'win32',
});
if (result.error) {
  console.error(`affected: could not run nx: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
