import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/test-setup/chromium';
import { scaled } from '../../tools/test-setup/time-factor';

const port = Number(process.env['E2E_PORT'] || 4317);
/**
 * The e2e server's SQLite database folder (relative to the workspace root), deleted before each run.
 * `E2E_PORT` and `E2E_DB_DIR` let two runs share a machine without sharing a server or a database.
 */
const E2E_DB_DIR = process.env['E2E_DB_DIR'] || 'dist/e2e/db';

/**
 * End-to-end tests drive Debian's Chromium against the real server (`npm start`'s
 * server on its own port, serving the built apps). The runner owns the server
 * process and stops it when the run ends.
 */
export default defineConfig({
  testDir: './src',
  outputDir: `../../dist/e2e/test-output-${port}`,
  // The second reporter prints each failure's page snapshot into the log (CI keeps only the log).
  reporter: [['list'], ['./src/failure-context-reporter.ts']],
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Waits are on state, never on time; these bounds only say when to give up. They are wide
  // because a 2-core machine running the whole suite (builds, story tests, two browsers) can
  // take seconds for a sign-in's scrypt and CAS round trip (issue 11).
  timeout: scaled(90_000),
  expect: { timeout: scaled(15_000) },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    // The visitor's system asks for reduced motion, so the site turns antd's motion off: pages
    // settle at once instead of sliding and fading (less for a busy machine to draw, nothing for a
    // test to wait out). The story tests keep the motion and wait for it (motionSettled).
    reducedMotion: 'reduce',
    // A failed test keeps its trace (every action with the DOM before and after it, network,
    // console) and a screenshot of the end. The trace's screencast is off: encoding a frame stream
    // for every test took a third of the suite's CPU on a 2-core machine (issue 11).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // A click, fill or waitForResponse that cannot complete fails on its own, naming what it waited
    // for, instead of hanging until the test's limit hides where it stopped.
    actionTimeout: scaled(30_000),
    navigationTimeout: scaled(30_000),
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /xss\.spec\.ts$/ },
    // The XSS test plants hostile rich text into shared pages (about, privacy, the home wall):
    // it runs after every other test has finished, so none of them meets it.
    { name: 'xss', use: { browserName: 'chromium' }, testMatch: /xss\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: {
    // Every run starts on a fresh database (removed first, then migrated and seeded at start), so
    // the demo accounts and the per-phone SMS limits start from zero and `data/portal.db` is untouched.
    command: `node -e "require('node:fs').rmSync('${E2E_DB_DIR}', { recursive: true, force: true })" && node --import tsx apps/api/src/main.ts`,
    cwd: '../..',
    url: `http://localhost:${port}/alpha-portal/api/v1/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The dev CAS provider and the SMS outbox, as under npm start (issue 12 §5: explicit opt-in).
      DEV_IDENTITY: '1',
      DATABASE_URL: `${E2E_DB_DIR}/portal-e2e.db`,
      // Every browser of the run reaches the server from 127.0.0.1, so the per-address brute-force
      // limit on the sign-in calls (30 a minute) would count all tests' sign-ins as one client's.
      LOGIN_RATE_PER_MINUTE: '600',
      // Likewise the per-address search limit (120 a minute): every test's searches come from 127.0.0.1.
      SEARCH_RATE_PER_MINUTE: '6000',
      // No shedding on event-loop lag: the server shares a busy 2-core machine with the browsers, and
      // a lag there is the test machine's, not an overload to shed (the API tests cover shedding).
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

export const E2E_PORT = port;
