import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { basename, relative } from 'node:path';
import { scaled } from './tools/test-setup/time-factor';

/**
 * The one Vitest setup every lib uses: tests next to sources, happy-dom for
 * anything that renders, a setup file per lib when it needs one.
 */
export function libTestConfig(
  projectDir: string,
  options: {
    environment?: 'node' | 'happy-dom';
    setupFiles?: string[];
    coverage?: boolean;
    /** A fresh module cache and DOM per test file (see below); only for libs whose tests need it. */
    isolate?: boolean;
    /** The give-up limit of a test before scaling (default 20 s): the API's fault suite starts servers. */
    testTimeoutMs?: number;
  } = {},
): ViteUserConfig {
  const root = relative(process.cwd(), projectDir) || '.';
  return defineConfig({
    root: projectDir,
    plugins: options.environment === 'happy-dom' ? [react()] : [],
    test: {
      name: basename(projectDir),
      include: ['src/**/*.test.{ts,tsx}'],
      environment: options.environment ?? 'node',
      // The DOM libs' test files run one after another in one worker that keeps its module cache:
      // each file no longer re-evaluates React, antd and the lib (about a third of a DOM lib's
      // test time), and Nx already runs two projects side by side on a 2-core machine (issue 11).
      // Nothing here mocks modules; dom.ts cleans the DOM and storage after every test. Libs whose
      // tests replace the browser's storage methods keep a fresh DOM per file (`isolate: true`).
      ...(options.environment === 'happy-dom' && !options.isolate && { isolate: false, maxWorkers: 1 }),
      setupFiles: options.setupFiles ?? [],
      // Waits are on state; a render of an antd page in happy-dom can take seconds on a busy
      // 2-core machine, so the limit is generous and scales in one place (issue 11).
      testTimeout: scaled(options.testTimeoutMs ?? 20_000),
      hookTimeout: scaled(30_000),
      restoreMocks: true,
      unstubGlobals: true,
      reporters: ['default'],
      passWithNoTests: false,
      ...(options.coverage && {
        // Issue 3: line coverage of api-client and auth ≥ 90 %, reported by `npm test`.
        coverage: {
          enabled: true,
          provider: 'v8',
          include: ['src/**/*.{ts,tsx}'],
          exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}', 'src/index.ts', 'src/testing/**'],
          reporter: ['text-summary'],
          reportsDirectory: `${process.cwd()}/coverage/${basename(projectDir)}`,
          thresholds: { lines: 90 },
        },
      }),
    },
    cacheDir: `${process.cwd()}/node_modules/.vite/${root.replace(/[\\/]/g, '_')}`,
  });
}
