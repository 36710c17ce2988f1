import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { basename, relative } from 'node:path';

/**
 * The one Vitest setup every lib uses: tests next to sources, happy-dom for
 * anything that renders, a setup file per lib when it needs one.
 */
export function libTestConfig(
  projectDir: string,
  options: { environment?: 'node' | 'happy-dom'; setupFiles?: string[]; coverage?: boolean } = {},
): ViteUserConfig {
  const root = relative(process.cwd(), projectDir) || '.';
  return defineConfig({
    root: projectDir,
    plugins: options.environment === 'happy-dom' ? [react()] : [],
    test: {
      name: basename(projectDir),
      include: ['src/**/*.test.{ts,tsx}'],
      environment: options.environment ?? 'node',
      setupFiles: options.setupFiles ?? [],
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
