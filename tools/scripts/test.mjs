// `npm test`: the whole suite, as CI runs it. Installs Debian's Chromium first when
// it is missing and we may (root); otherwise says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const env = { ...process.env, NX_TUI: 'false', NX_NO_CLOUD: 'true' };

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package.`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  } else {
    console.error(
      `Chromium not found at ${CHROMIUM}. The browser tests drive Debian's Chromium; install it with\n` +
        '  sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at another Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
}

// Generated apps must match the site directory and templates.
run('npx', ['nx', 'sync:check']);
// Lint, typecheck, unit tests, builds, Storybook build + story tests (a11y), end-to-end.
run('npx', [
  'nx',
  'run-many',
  '-t',
  'lint',
  'typecheck',
  'test',
  'build',
  'build-storybook',
  'test-storybook',
  'e2e',
  '--parallel=2',
  '--outputStyle=static',
]);
