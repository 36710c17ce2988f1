// `npm test`: the whole suite, as CI runs it. Installs Debian's Chromium first when
// it is missing and we may (root); otherwise says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const env = { ...process.env, NX_TUI: 'false', NX_NO_CLOUD: 'true' };

const suiteStarted = performance.now();
const minutes = (since) => `${((performance.now() - since) / 60_000).toFixed(1)} min`;

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = performance.now();
  // With NX_PROFILE=<name>.json each Nx phase writes its task timings to <name>-<phase>.json.
  const phase = args
    .slice(1, 3)
    .join('-')
    .replace(/[^\w.-]+/g, '_');
  const profile = process.env.NX_PROFILE && args[0] === 'nx' ? { NX_PROFILE: process.env.NX_PROFILE.replace(/(\.json)?$/, `-${phase}.json`) } : {};
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...profile } });
  console.log(`(${command} ${args.slice(0, 3).join(' ')}: ${minutes(started)}; ${minutes(suiteStarted)} since npm test began)`);
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

// Issue 20: the deployment tests run Debian's nginx (with its brotli static module) on loopback.
const NGINX_PACKAGES = { '/usr/sbin/nginx': 'nginx', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so': 'libnginx-mod-http-brotli-static' };
const missingNginx = Object.entries(NGINX_PACKAGES)
  .filter(([path]) => !existsSync(path))
  .map(([, name]) => name);
if (missingNginx.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${missingNginx.join(' and ')} for the deployment tests (the service is not started).`);
    run('apt-get', ['update', '-qq']);
    // The package's service must not start: a temporary policy-rc.d refuses it (one already there is kept).
    const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missingNginx.join(' ')}`;
    run('sh', [
      '-c',
      `if [ -e /usr/sbin/policy-rc.d ]; then ${install}; else printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d; ${install}; status=$?; rm -f /usr/sbin/policy-rc.d; exit $status; fi`,
    ]);
  } else {
    console.error(`The deployment tests need Debian's ${missingNginx.join(' and ')}: sudo apt-get install -y ${missingNginx.join(' ')}`);
    process.exit(1);
  }
}

// Generated apps must match the site directory and templates.
run('npx', ['nx', 'sync:check']);
// Three phases (issue 11). First everything that needs no browser, two tasks at a time: lint,
// typecheck, unit tests, the 14 app builds and the Storybook build. Then each browser suite on its
// own, so Chromium instances never pile up beside other work (with the cache cold, e2e beside the
// story tests and the unit suites drove a 2-core machine to a load average of ~12): the Storybook
// story tests (Vitest browser mode, a11y), then the Playwright end-to-end tests, which reuse the
// app builds of the first phase from the Nx cache.
const nx = (...args) => run('npx', ['nx', ...args, '--outputStyle=static']);
nx('run-many', '-t', 'lint', 'typecheck', 'test', 'build', 'build-storybook', '--parallel=2');
nx('run', 'storybook:test-storybook');
nx('run', 'e2e:e2e');
