import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@portal/server-db';
import { seedDemoData } from '@portal/server-demo-data';
import { buildApp } from './app';
import { styleAttributeSources } from './plugins/server-render';
import { testServerConfig } from './testing/portal-server';

/**
 * Issue 15: the server answers a public page with what the site's render bundle made of it (the
 * build's dist/ssr/<code>/server.js, here a fixture of the same interface): its markup in #root, its
 * state, its status; the bundle's API calls answered in process by the real routes and database.
 * The real bundle's pages are checked end to end (apps/e2e server-rendering.spec.ts).
 */

let root: string;
let app: FastifyInstance;
let database: DatabaseHandle;
let origin: string;

const INDEX = `<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta property="csp-nonce" nonce="__CSP_NONCE__">\n    <title>江苏省公共数据授权运营平台</title>\n  </head>\n  <body><div id="root"></div>\n    <script type="module" crossorigin src="/assets/index-a1.js" nonce="__CSP_NONCE__"></script>\n  </body>\n</html>\n`;

/** The fixture bundle: answers by path, and shows what its in-process API call got. */
const RENDERER = `
let installed = false;
export const renderer = {
  install({ clients, richTextWindow }) {
    installed = typeof clients.run === 'function' && typeof richTextWindow.document.createElement === 'function';
  },
  async render({ url, fetch }) {
    if (!installed) throw new Error('not installed');
    const page = new URL(url);
    if (page.pathname === '/boom') throw new Error('the render failed');
    if (page.pathname === '/go') return { kind: 'redirect', status: 302, location: '/home' };
    if (page.pathname === '/later') return { kind: 'client-only', reason: 'a call failed' };
    const news = await fetch(page.origin + '/alpha-portal/api/v1/web/news/list?page=1&pageSize=1&t=1');
    const me = await fetch(page.origin + '/alpha-portal/api/v1/web/login/me?t=1');
    const list = await news.json();
    return {
      kind: 'page',
      status: page.pathname === '/missing' ? 404 : 200,
      html: '<p class="rendered" style="color:red" data-host="' + page.host + '">news ' + news.status + ' ' + list.code + ' ' + list.data.total + ' $& me ' + me.status + '</p><i style="margin:0 &amp; 1px"></i>',
      title: 'R&D <标题> - ' + page.pathname,
      stateScript: '<script type="application/json" id="portal-server-state">{"page":"' + page.pathname + '"}</script>',
    };
  },
};
`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-server-render-'));
  const webRoot = join(root, 'apps');
  const ssrRoot = join(root, 'ssr');
  mkdirSync(join(webRoot, 'portal'), { recursive: true });
  writeFileSync(join(webRoot, 'portal', 'index.html'), INDEX);
  mkdirSync(join(ssrRoot, 'portal'), { recursive: true });
  writeFileSync(join(ssrRoot, 'portal', 'server.js'), RENDERER);
  database = openDatabase({ url: ':memory:' });
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { now: Date.UTC(2026, 10, 22, 2, 0, 0), records: 0 });
  app = await buildApp({ config: { ...testServerConfig(), webRoot, ssrRoot, devTools: false }, database, sms: { send: async () => undefined } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const rendered = (html: string) => /<p class="rendered"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('issue 15: public pages rendered on the server', () => {
  it('a public page: the markup in #root, the state after it, the API answered in process for the site host', async () => {
    const response = await fetch(`${origin}/dynamics?page=2`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const total = ((await (await fetch(`${origin}/alpha-portal/api/v1/web/news/list?page=1&pageSize=1&t=1`)).json()) as { data: { total: number } }).data.total;
    expect(total).toBeGreaterThan(0);
    // `$&` stays as it is: the markup is not a replacement pattern.
    expect(rendered(html)).toBe(`news 200 0 ${total} $& me 401`);
    expect(html).toContain(`data-host="${new URL(origin).host}"`);
    expect(html).toContain('<div id="root"><p class="rendered"');
    expect(html).toContain('</i></div><script type="application/json" id="portal-server-state">{"page":"/dynamics"}</script>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The page's own title, escaped, in place of the app's.
    expect(html).toContain('<title>R&amp;D &lt;标题&gt; - /dynamics</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("the visitor's cookie and token do not reach the in-process calls: the render is anonymous", async () => {
    const response = await fetch(`${origin}/home`, { headers: { cookie: 'AuthState=%7B%22token%22%3A%22t%22%7D', 'user-token': 'a-token' } });
    expect(rendered(await response.text())).toMatch(/ me 401$/);
  });

  it('the CSP allows exactly the page’s style attributes, by hash, and still no unsafe-inline', async () => {
    const response = await fetch(`${origin}/home`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${hash('color:red')} ${hash('margin:0 & 1px')}`);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/);
  });

  it('the status the render gives (a missing item: 404)', async () => {
    const response = await fetch(`${origin}/missing`);
    expect(response.status).toBe(404);
    expect(rendered(await response.text())).toMatch(/^news 200/);
  });

  it('a redirect the routes give (`/` → /home)', async () => {
    const response = await fetch(`${origin}/go`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/home');
  });

  it('a render given up, or one that throws, leaves the page to the browser: the app’s own page, 200', async () => {
    for (const path of ['/later', '/boom']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('portal-server-state');
      expect(response.headers.get('content-security-policy'), path).not.toContain('style-src-attr');
    }
  });

  it('sign-in and the workspace stay client-rendered', async () => {
    for (const path of ['/login', '/login/choose?preUrl=%2Fworkspace', '/workspace', '/workspace/home']) {
      const html = await (await fetch(`${origin}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(rendered(html), path).toBeUndefined();
    }
  });
});

describe('issue 15: style attribute hashes', () => {
  it('hashes each distinct attribute once, as the browser reads it (entities undone)', () => {
    const sources = styleAttributeSources(
      '<a style="color:red"></a><b style="color:red"></b><c style="font-family:&quot;A&quot;, &#x27;B&#x27;; x:&lt;&gt;"></c>',
    );
    const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    expect(sources).toEqual([hash('color:red'), hash(`font-family:"A", 'B'; x:<>`)]);
    expect(styleAttributeSources('<p data-style="x">style="y"</p>')).toEqual([]);
  });
});
