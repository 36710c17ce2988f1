import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_PATH } from '../tools/test-setup/chromium';
import { ASYNC_UTIL_TIMEOUT_MS, scaled } from '../tools/test-setup/time-factor';

declare module 'vitest' {
  export interface ProvidedContext {
    /** testing-library's findBy…/waitFor limit for play functions (vitest.setup.ts). */
    asyncUtilTimeout: number;
  }
}

const configDir = import.meta.dirname;

/**
 * Story tests: every story of .storybook/main.ts becomes a Vitest test that
 * renders it in real Chromium, runs its play function and then axe
 * (a11y.test = 'error' in preview.tsx, so a violation fails the test).
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH as for `npm test`);
 * nothing downloads a browser.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    setupFiles: [join(configDir, 'vitest.setup.ts')],
    // Play functions wait on state; the limit only says when to give up (issue 11: one place scales it).
    testTimeout: scaled(30_000),
    // All story files run in one page instead of a fresh iframe each: every fresh page
    // re-evaluated antd, the preview and the 14 site records (~4 s of CPU per file on a 2-core
    // machine, 58 files: 6.6 min → 2.8 min). Each story still mounts into its own canvas and
    // is unmounted after; vitest.setup.ts clears what Storybook can leave behind.
    isolate: false,
    provide: { asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
