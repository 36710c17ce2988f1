import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, runnerImport, type Plugin, type UserConfig } from 'vite';
import type { SiteConfig } from '@portal/site-config';
import { antdStaticCss, CSP_NONCE_PLACEHOLDER } from './antd-static-css';
import { cspSafeDependencies } from './csp-safe-dependencies';
import { linguiCatalogues } from './lingui-catalogues';
import { paintFirst } from './paint-first';
import { precompress } from './precompress';
import { routePreloads } from './route-preloads';

export * from './precompress';
export * from './antd-static-css';
export * from './critical-css';
export * from './route-preloads';
export * from './csp-safe-dependencies';
export * from './lingui-catalogues';
export * from './paint-first';

export interface SiteAppOptions {
  /** Site code: the app folder name and the output folder under dist/apps. */
  code: string;
  /** The app's folder (import.meta.dirname of its vite.config.ts). */
  root: string;
}

/**
 * Issue 13: the packages every page's first load runs (React, the router, the data layer, the HTTP
 * client, the schemas, the message runtime), one chunk instead of one per shared module: fewer
 * requests for the same bytes (rolldown otherwise splits them by which lazy pages share them).
 */
const FIRST_LOAD_PACKAGES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@lingui[\\/]core|@lingui[\\/]react)[\\/]/;

/**
 * Issue 13: how the apps' code is cut into files. Automatic chunking makes one file per set of pages
 * sharing a module, which left a page's first load at 30 to 50 requests of a few hundred bytes each
 * (six at a time over HTTP/1.1). Common chunks under 64 KB (source size) are inlined into the
 * chunks that import them instead (rolldown keeps one module state across the copies), which brings
 * a public page to 5 to 7 files for the same or fewer bytes (tools/scripts/route-budgets.mjs).
 */
const FIRST_LOAD_CHUNKING = {
  groups: [
    { name: 'stack', test: FIRST_LOAD_PACKAGES },
    // Loaded with the first API call (libs/api-client api.ts), or with a page that parses with the contract.
    { name: 'schemas', test: /[\\/]node_modules[\\/]zod[\\/]/ },
    { name: 'http', test: /[\\/]node_modules[\\/]ky[\\/]/ },
  ],
  experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
};

/** The bare `react-router` entries resolved to the package's production build (the same files, warnings off). */
function reactRouterProduction(workspaceRoot: string) {
  const production = resolve(workspaceRoot, 'node_modules/react-router/dist/production');
  return [
    { find: /^react-router$/, replacement: `${production}/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${production}/dom-export.mjs` },
  ];
}

/** A plugin of the browser's build only (the page, its assets), not of the server's render bundle. */
function browserOnly(plugin: Plugin): Plugin {
  return { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' };
}

/**
 * The Vite config of every generated site app. Apps bundle the libs from source
 * (no library builds), so antd and React are bundled once per app.
 */
export async function siteAppConfig({ code, root }: SiteAppOptions): Promise<UserConfig> {
  const workspaceRoot = resolve(root, '../..');
  // Issue 13: a site with every feature off builds as a static page (libs/shell static-site.tsx).
  // The record is TypeScript in the workspace: Vite's own module runner loads it, as it loads this config.
  const { module } = await runnerImport<{ default: Pick<SiteConfig, 'features'> }>(resolve(workspaceRoot, 'libs/site-config/sites', code, 'site.ts'), {
    configFile: false,
    logLevel: 'warn',
  });
  const site = module.default;
  return defineConfig({
    root,
    base: '/',
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps', code),
    // React Router's package exports name only its development build, dev warnings on
    // (remix-run/react-router#14102); the apps and their server render take its production build.
    resolve: { alias: reactRouterProduction(workspaceRoot) },
    // Issue 13 §Bytes: .br/.gz next to each asset, sent as they are by the server (apps/api web-apps.ts).
    // The cache is shared by the 14 builds, which have most chunks in common.
    plugins: [
      react(),
      // Issue 13: antd's styles as a static stylesheet of the site's theme (the app runs antd zero-runtime).
      browserOnly(antdStaticCss({ code, workspaceRoot })),
      browserOnly(cspSafeDependencies()),
      // Issue 19: message catalogues compiled for Lingui's production runtime.
      linguiCatalogues(),
      // Issue 13: each public route's own chunks, which the server names in index.html for that route.
      browserOnly(routePreloads({ workspaceRoot, enabled: (feature) => (site.features as readonly string[]).includes(feature) })),
      // Issue 15: a server-rendered page paints before the app's code loads (a boot script imports the entry after).
      browserOnly(paintFirst()),
      browserOnly(precompress({ cacheDir: resolve(workspaceRoot, 'node_modules/.vite/precompress') })),
    ],
    // The server answers index.html with a fresh nonce in place of this placeholder and the same nonce in
    // its CSP (apps/api web-apps.ts): the few <style> elements antd still adds at run time carry it.
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    define: {
      'import.meta.env.PORTAL_STATIC_SITE': JSON.stringify(String(site.features.length === 0)),
      // Loading the record above ran the site schemas: the browser bundle need not ship them.
      __PORTAL_SITE_RECORDS_CHECKED__: 'true',
    },
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps', code),
      emptyOutDir: true,
      target: 'es2022',
      // Sizes are measured by `npm run bench`; skipping gzip here keeps builds fast.
      reportCompressedSize: false,
      chunkSizeWarningLimit: 1500,
      manifest: true,
      // A static site (every feature off) is React alone, already one chunk.
      ...(site.features.length === 0 ? {} : { rolldownOptions: { output: { codeSplitting: FIRST_LOAD_CHUNKING } } }),
    },
    // Issue 15: `vite build` builds the app for the browser, then its server render bundle
    // (src/server.tsx → dist/ssr/<code>/server.js), which the API server loads to render public pages.
    builder: {},
    environments: {
      ssr: {
        build: {
          outDir: resolve(workspaceRoot, 'dist/ssr', code),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          target: 'node20',
          // One file: the server has no use for chunks (and the browser's chunking needs its entry signatures).
          rolldownOptions: { input: { server: resolve(root, 'src/server.tsx') }, output: { codeSplitting: false } },
        },
      },
    },
    server: { host: 'localhost' },
  });
}
