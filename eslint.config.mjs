import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_PACKAGES = ['fastify', 'fastify-*', '@fastify/*', 'pg', 'pg-*', 'better-sqlite3', 'kysely', 'pino'];
const WEB_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'antd', 'antd/*', '@ant-design/*', 'ky', '@tanstack/*'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/test-output/**',
      '**/playwright-report/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/data/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // architecture.md §2 module boundaries.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          // A feature may give the shell a static header part (e.g. UserMenu) and lazy pages from a
          // separate `/pages` entry; the bundler then still splits the pages out.
          checkDynamicDependenciesExceptions: ['@portal/feature-login', '@portal/feature-search'],
          banTransitiveDependencies: true,
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:shell', 'type:site-config', 'type:util', 'type:tooling'] },
            { sourceTag: 'type:server-app', onlyDependOnLibsWithTags: ['type:server', 'type:contract', 'type:util', 'type:site-config'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:site-config', 'type:util', 'type:contract'] },
            {
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:contract', 'type:site-config'],
            },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:contract', 'type:site-config'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contract'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:site-config'] },
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:site-config', onlyDependOnLibsWithTags: ['type:site-config', 'type:util'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:contract', 'type:util', 'type:site-config'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:tooling', 'type:site-config', 'type:util'] },
            { sourceTag: 'platform:web', bannedExternalImports: SERVER_PACKAGES },
            { sourceTag: 'platform:neutral', bannedExternalImports: [...SERVER_PACKAGES, ...WEB_PACKAGES] },
            { sourceTag: 'platform:node', bannedExternalImports: WEB_PACKAGES },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Browser and platform-neutral code never reaches for Node built-ins (the Nx rule
    // only sees npm packages, so built-ins are banned here by path).
    files: ['libs/**/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/**', 'apps/e2e/**', '**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'libs/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'Web and shared code must not import Node built-ins (architecture.md §2).' }] },
      ],
    },
  },
  {
    // Issue 13: browser code uses zod/mini (~7 KB) not classic zod (~26 KB). zod/v4/core is for types
    // only. The typescript-eslint form of no-restricted-imports, for allowTypeImports; it also leaves the
    // Node built-ins ban above in place (a later block's options for the same rule would replace it).
    files: ['libs/{api-contract,api-client,features,ui-kit,shell,auth,util}/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/**', 'apps/e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^zod(?!/mini$|/v4/mini$|/v4/core$)(/|$)', message: 'Browser code imports zod/mini, not classic zod (issue 13).' },
            { regex: '^zod/v4/core$', allowTypeImports: true, message: 'zod/v4/core: type imports only; the functions come from zod/mini (issue 13).' },
          ],
        },
      ],
    },
  },
  {
    // Build and test configuration is not product code: it may reach any file of the workspace.
    files: ['**/vitest.config.ts', '**/vite.config.ts', '**/playwright.config.ts', 'vitest.*.ts', '.storybook/**', 'tools/scripts/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Issue 14: scripts use a lib through its package's entry point, never its sources, and the API app
    // through its public entry (apps/api/src/index.ts), never its internals.
    files: ['tools/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)libs/.*/src/', message: 'Import a lib through its package (@portal/…), not its sources (issue 14).' },
            { regex: '(^|/)apps/api/src/(?!index(\\.ts)?$)', message: 'Use the API app through apps/api/src/index.ts only (issue 14).' },
          ],
        },
      ],
    },
  },
  {
    // Issue 14: server code reads in small pieces: no file over 300 lines, no function over 80 (tests and
    // seed data excepted).
    files: ['apps/api/src/**/*.ts', 'libs/server/**/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'libs/server/demo-data/**', '**/testing/**', '**/testing.ts', '**/test-support.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
);
