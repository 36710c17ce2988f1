import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { API_BASE_PATH } from '@portal/api-contract';
import { SITE_DIRECTORY } from '@portal/site-config';
import { fileVersions } from './file-versions';

/** What a site's render bundle answers (libs/shell src/server/render-page.tsx). */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client-only'; reason: string }
  | { kind: 'page'; status: number; html: string; title: string; description: string; headTags: string; stateScript: string };

interface PageRenderer {
  /** Given once: where each render's API client is found, and a DOM to clean rich text in. */
  install(host: { clients: AsyncLocalStorage<unknown>; richTextWindow: unknown }): void;
  render(request: { url: string; fetch: typeof fetch; signal?: AbortSignal }): Promise<RenderResult>;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The CSP sources that let the page's own `style` attributes apply, and no others: a hash of each
 * (CSP 3 `'unsafe-hashes'`), as the browser reads the attribute (React's escapes undone). The browser
 * sets styles through the DOM, which the CSP does not govern; markup from the server is governed.
 */
export function styleAttributeSources(html: string): string[] {
  const values = new Set<string>();
  for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g)) values.add(value!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!));
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
}

/** Pages the browser renders on its own (issue 15: sign-in and the workspace stay client-rendered). */
const CLIENT_ONLY_PATHS = /^\/(?:login|workspace)(?:\/|$)/;

/** How long a render may take before the app's own page is sent instead. */
const RENDER_TIMEOUT_MS = 5_000;

export interface RenderCacheOptions {
  /** How long a rendered page is reused when nothing changed in between (it is dropped at once when something does). */
  ttlMs: number;
  /** The most pages kept (least recently used go first). */
  maxEntries: number;
}

export const RENDER_CACHE_DEFAULTS: RenderCacheOptions = { ttlMs: 30_000, maxEntries: 1_000 };

/**
 * API calls that change nothing a public page shows: sign-in and its steps, page views, a user's own
 * notifications and password. Every other accepted change (a POST, PUT, PATCH or DELETE under the API)
 * drops every rendered page at once: a list of what does change would fail open when one is added.
 */
const CONTENT_NEUTRAL_CALLS = new RegExp(
  `^${API_BASE_PATH.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?:web/login/|web/analytics/|web/notification/|primary/home/modify-password(?:[?#]|$))`,
);

/** A rendered page kept for reuse, with the content version it was rendered at. */
interface CachedRender {
  result: Promise<RenderResult | null>;
  version: number;
  storedAt: number;
}

/**
 * Issue 15 §Caching: rendered public pages per (site, origin, path and query). A render is anonymous
 * (no cookie or token reaches it), so one render serves every visitor; concurrent requests for the
 * same page share one render. Only pages and redirects are kept: a page given up to the browser is
 * tried again on the next request.
 */
export class RenderCache {
  private readonly entries = new Map<string, CachedRender>();
  private version = 0;

  constructor(
    private readonly options: RenderCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Something a public page may show changed: no page rendered before now is served again. */
  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, render: () => Promise<RenderResult | null>): Promise<RenderResult | null> {
    const cached = this.entries.get(key);
    if (cached && cached.version === this.version && this.now() - cached.storedAt < this.options.ttlMs) {
      // Most recently used last: the first entry is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.result;
    }
    const entry: CachedRender = { result: render(), version: this.version, storedAt: this.now() };
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const result = await entry.result;
    // A render that changed nothing reusable, or one overtaken by a change while it ran, is not kept.
    const keep = result !== null && result.kind !== 'client-only' && entry.version === this.version;
    if (!keep && this.entries.get(key) === entry) this.entries.delete(key);
    return result;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes what public pages show (a file download counted on the resource's page). */
    changesRenderedPages?: boolean;
  }
}

/**
 * An accepted change drops the rendered pages (an announcement published, a catalogue change): the
 * next request renders them again. A refused one changed nothing but is counted too (fail closed).
 * A GET changes nothing unless its route says it does; then only when it was answered.
 */
function dropRendersOnChange(app: FastifyInstance, cache: RenderCache): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config?.changesRenderedPages && reply.statusCode < 400) return cache.invalidate();
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.url.startsWith(`${API_BASE_PATH}/`) || CONTENT_NEUTRAL_CALLS.test(request.url)) return;
    cache.invalidate();
  });
}

export interface ServerRendering {
  /** The page for this request rendered on the server, or null where the browser renders it. */
  render(request: FastifyRequest, siteCode: string, pathname: string): Promise<RenderResult | null>;
  /** The rendered pages kept for reuse. */
  cache: RenderCache;
  /** Loads every site's render bundle (before the server listens). */
  warm(): Promise<void>;
}

/** The page's API calls, answered by the server's own routes in process, as the visitor's host and address, anonymously. */
const inProcessFetch =
  (app: FastifyInstance, request: FastifyRequest): typeof fetch =>
  async (input, init) => {
    const call = new Request(input, init);
    const url = new URL(call.url);
    const headers: Record<string, string> = { host: request.headers.host ?? url.host };
    call.headers.forEach((value, name) => {
      if (name !== 'host' && name !== 'cookie' && name !== 'user-token') headers[name] = value;
    });
    for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body = call.body ? Buffer.from(await call.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: call.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: request.ip,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, item);
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };

/**
 * Issue 15: public pages rendered on the server by each site's render bundle
 * (<ssrRoot>/<code>/server.js, written by the apps' build). The bundle's API calls are answered in
 * process by `app.inject`: the same routes, validation, limits and envelope as the browser's calls,
 * with the visitor's host and address, and anonymously (no cookie, no token is passed on).
 */
export function serverRendering(app: FastifyInstance, ssrRoot: string | undefined, cacheOptions: RenderCacheOptions = RENDER_CACHE_DEFAULTS): ServerRendering {
  const cache = new RenderCache(cacheOptions);
  dropRendersOnChange(app, cache);
  const bundles = new Map<string, { mtimeMs: number; renderer: Promise<PageRenderer> }>();
  const versionOf = fileVersions();
  // One of each for every site's bundle: renders are told apart by their async context.
  let host: Parameters<PageRenderer['install']>[0] | undefined;

  const rendererOf = (siteCode: string): Promise<PageRenderer> | null => {
    if (!ssrRoot) return null;
    const path = join(ssrRoot, siteCode, 'server.js');
    const mtimeMs = versionOf(path);
    if (mtimeMs === null) return null;
    const cached = bundles.get(siteCode);
    if (cached?.mtimeMs === mtimeMs) return cached.renderer;
    // A rebuilt bundle is a new module (the query names its version).
    const renderer = import(`${pathToFileURL(path).href}?v=${mtimeMs}`).then(({ renderer: loaded }: { renderer: PageRenderer }) => {
      host ??= { clients: new AsyncLocalStorage(), richTextWindow: new JSDOM('<!doctype html><html><body></body></html>').window };
      loaded.install(host);
      return loaded;
    });
    bundles.set(siteCode, { mtimeMs, renderer });
    return renderer;
  };

  const renderNow = async (request: FastifyRequest, siteCode: string, pathname: string, renderer: Promise<PageRenderer>, url: string) => {
    try {
      const result = await (await renderer).render({ url, fetch: inProcessFetch(app, request), signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      if (result.kind === 'client-only')
        request.log.warn({ site: siteCode, path: pathname, reason: result.reason }, 'page not rendered on the server; the browser renders it');
      return result;
    } catch (error) {
      // The browser can still render the page: it gets the app's own page, and the failure is logged.
      request.log.warn({ err: error, site: siteCode, path: pathname }, 'server render failed; the page is rendered in the browser');
      return null;
    }
  };

  return {
    cache,
    // Every site's bundle loads before the server listens: loading one blocks the event loop for a
    // while (the first loads React and the router), which a visitor's request must not wait behind.
    async warm() {
      await Promise.all(
        SITE_DIRECTORY.map((site) =>
          // A bundle that does not load leaves its site's pages to the browser (each render says so too).
          rendererOf(site.code)?.catch((error: unknown) => app.log.warn({ err: error, site: site.code }, 'render bundle not loaded')),
        ),
      );
    },
    async render(request, siteCode, pathname) {
      if (request.method !== 'GET' || CLIENT_ONLY_PATHS.test(pathname)) return null;
      const renderer = rendererOf(siteCode);
      if (!renderer) return null;
      const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
      return cache.get(`${siteCode} ${url}`, () => renderNow(request, siteCode, pathname, renderer, url));
    },
  };
}
