import type { Plugin, Rollup } from 'vite';
import publicRoutes from './public-routes.json' with { type: 'json' };

/** A public route of spec §2 and the modules its first load runs (public-routes.json). */
export interface PublicRoute {
  path: string;
  feature: string;
  page: string;
  /** The module of the route's loader, when it is not `<lib>/src/route-data`. */
  data?: string;
  also?: string[];
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = publicRoutes.routes;

/** What the build writes for the server: each route's own files, beyond what index.html loads. */
export interface RoutePreloads {
  routes: { path: string; js: string[]; css: string[] }[];
}

/** The file name of {@link RoutePreloads} in a site's build (next to index.html). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A route's loader chunk: its own `data`, else `<lib>/src/route-data` beside its `<lib>/src/pages/…`. */
const routeDataOf = (route: PublicRoute) => route.data ?? route.page.replace(/\/src\/pages\/[^/]+$/, '/src/route-data');

type BundleChunk = Rollup.OutputChunk;

/**
 * Issue 13: each public route's own chunks (its lazy page, its loader's chunk and what they import,
 * and their CSS), so the server can name them in index.html (`modulepreload`, apps/api web-apps.ts):
 * the browser then fetches them with the entry, instead of once the entry has run and the router
 * asks for the page. Routes of features the site turns off are left out; a page of an enabled
 * feature missing from the bundle fails the build (the table in public-routes.json went stale).
 */
export function routePreloads({ workspaceRoot, enabled }: { workspaceRoot: string; enabled: (feature: string) => boolean }): Plugin {
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    // After Vite's own passes: its CSS plugin removes chunks that held only CSS (their files are never written).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (starts: BundleChunk[]) => {
          const found = new Set<BundleChunk>();
          const visit = (chunk: BundleChunk | undefined) => {
            if (!chunk || found.has(chunk)) return;
            found.add(chunk);
            for (const file of chunk.imports) visit(byFile.get(file));
          };
          for (const chunk of starts) visit(chunk);
          return found;
        };
        const entryClosure = closure(chunks.filter((chunk) => chunk.isEntry));
        if (entryClosure.size === 0) return;
        const prefix = `${workspaceRoot.replace(/\/$/, '')}/`;
        const pageOf = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id).replace(/\.[cm]?[jt]sx?$/, '');
        const dynamicEntries = new Map(
          chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId).map((chunk) => [pageOf(chunk.facadeModuleId!), chunk] as const),
        );
        const entryCss = new Set([...entryClosure].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        const routes: RoutePreloads['routes'] = [];
        for (const route of PUBLIC_ROUTES) {
          if (!enabled(route.feature)) continue;
          const page = dynamicEntries.get(route.page);
          if (!page)
            this.error(
              `route preloads: the page of ${route.path} (${route.page}) is not a lazy chunk of the build: update tools/vite-config/src/public-routes.json`,
            );
          const starts = [page, dynamicEntries.get(routeDataOf(route)), ...(route.also ?? []).map((also) => dynamicEntries.get(also))];
          const own = [...closure(starts.filter((chunk): chunk is BundleChunk => chunk !== undefined))].filter(
            (chunk) => !entryClosure.has(chunk) && chunk.fileName in bundle,
          );
          routes.push({
            path: route.path,
            js: own.map((chunk) => chunk.fileName).sort(),
            css: [...new Set(own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter((file) => !entryCss.has(file)).sort(),
          });
        }
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify({ routes } satisfies RoutePreloads)}\n` });
      },
    },
  };
}
