import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/test-setup/chromium';

const port = Number(process.env['E2E_PORT'] || 4317);

/**
 * End-to-end tests drive Debian's Chromium against the real server (`npm start`'s
 * server on its own port, serving the built apps). The runner owns the server
 * process and stops it when the run ends.
 */
export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/e2e/test-output',
  reporter: [['list']],
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx apps/api/src/main.ts',
    cwd: '../..',
    url: `http://localhost:${port}/alpha-portal/api/v1/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

export const E2E_PORT = port;
