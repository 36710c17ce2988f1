import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@portal/server-db';
import { seedDemoData, seedRecords } from '@portal/server-demo-data';
import { buildApp } from './app';
import { RenderCache, styleAttributeSources, type RenderResult } from './plugins/server-render';
import { listenOnLoopback, testServerConfig } from './testing/portal-server';

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

const INDEX = `<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta property="csp-nonce" nonce="__CSP_NONCE__">\n    <meta name="description" content="江苏省公共数据授权运营平台（Jiangsu）" />\n    <title>江苏省公共数据授权运营平台</title>\n    <link rel="modulepreload" crossorigin href="/assets/stack-s1.js" nonce="__CSP_NONCE__">\n  </head>\n  <body><div id="root"></div>\n    <script type="module" crossorigin src="/assets/index-a1.js" nonce="__CSP_NONCE__"></script>\n  </body>\n</html>\n`;

/** The fixture bundle: answers by path, and shows what its in-process API call got. */
const RENDERER = `
let installed = false;
let renders = 0;
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
    renders += 1;
    return {
      kind: 'page',
      status: page.pathname === '/missing' ? 404 : 200,
      html: (page.pathname === '/placeholder' ? '<b>__CSP_NONCE__</b>' : '') + '<p class="rendered" style="color:red" data-render="' + renders + '" data-host="' + page.host + '">news ' + news.status + ' ' + list.code + ' ' + list.data.total + ' $& me ' + me.status + '</p><i style="margin:0 &amp; 1px"></i>',
      title: 'R&D <标题> - ' + page.pathname + (page.pathname === '/placeholder' ? ' __CSP_NONCE__' : ''),
      description: 'A "described" <page> & more',
      headTags: '<link rel="canonical" href="' + page.origin + page.pathname + '">',
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
  writeFileSync(
    join(webRoot, 'portal', 'route-preloads.json'),
    JSON.stringify({ routes: [{ path: '/dynamics', js: ['assets/news-list-page-n1.js'], css: ['assets/news-list-page-n1.css'] }] }),
  );
  mkdirSync(join(ssrRoot, 'portal'), { recursive: true });
  writeFileSync(join(ssrRoot, 'portal', 'server.js'), RENDERER);
  database = openDatabase({ url: ':memory:' });
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { now: Date.UTC(2026, 10, 22, 2, 0, 0), records: 0 });
  app = await buildApp({ config: { ...testServerConfig(), webRoot, ssrRoot, devTools: false }, database, sms: { send: async () => undefined } });
  origin = await listenOnLoopback(app);
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
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    // The page's own title, escaped, in place of the app's.
    expect(html).toContain('<title>R&amp;D &lt;标题&gt; - /dynamics</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Issue 15 §Findable: the page's description in place of the site's, escaped; its head tags before </head>.
    expect(html).toContain('<meta name="description" content="A &quot;described&quot; &lt;page&gt; &amp; more" />');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${origin}/dynamics">\\s*</head>`));
  });

  it("the answer's nonce goes where the build put its placeholder, never into the page's own text", async () => {
    const response = await fetch(`${origin}/placeholder`);
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const html = await response.text();
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(html).toContain(`src="/assets/index-a1.js" nonce="${nonce}"`);
    expect(html).toContain('<div id="root"><b>__CSP_NONCE__</b>');
    expect(html).toContain('<title>R&amp;D &lt;标题&gt; - /placeholder __CSP_NONCE__</title>');
    expect(html).toContain(`href="/assets/stack-s1.js" nonce="${nonce}"`);
    expect(html.split(nonce!)).toHaveLength(4);
  });

  it('a rendered page keeps every module preload (index.html’s, its route’s) in the after-paint template for the boot script; its stylesheets stay in <head>', async () => {
    const head = (await (await fetch(`${origin}/dynamics`)).text()).split('</head>')[0]!;
    const [outside = '', template = '', after = ''] = head.split(/<template id="portal-after-paint">|<\/template>/);
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(preloads(template)).toEqual(['assets/stack-s1.js', 'assets/news-list-page-n1.js']);
    expect(preloads(`${outside}${after}`)).toEqual([]);
    expect(outside).toContain('<link rel="stylesheet" crossorigin href="/assets/news-list-page-n1.css"');
    // A page the browser renders has no template: the boot script starts the app at once, its code preloaded.
    const own = (await (await fetch(`${origin}/workspace`)).text()).split('</head>')[0]!;
    expect(own).not.toContain('portal-after-paint');
    expect(preloads(own)).toEqual(['assets/stack-s1.js']);
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

const renderNumber = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];

describe('issue 15 §Caching: rendered pages reused until something changes', () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });

  it('the same page is rendered once, its answer reused (one nonce per render) and revalidated by its ETag (304 without a policy); another query is another page', async () => {
    const first = await get('/dataResource?cache=1');
    const firstHtml = await first.text();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await get('/dataResource?cache=1');
    const againHtml = await again.text();
    expect(renderNumber(againHtml)).toBe(renderNumber(firstHtml));
    expect(again.headers.get('etag')).toBe(etag);
    // The render's answer is reused as it is: the same bytes, nonce and policy (its nonce was drawn
    // when the page was made, and guards markup fixed before anyone could read it).
    expect(againHtml).toBe(firstHtml);
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy.match(/'nonce-[^']+'/g)).toEqual([`'nonce-${nonce}'`, `'nonce-${nonce}'`]);
    expect(firstHtml).toContain(`nonce="${nonce}"`);
    expect(again.headers.get('content-security-policy')).toBe(policy);
    const unchanged = await get('/dataResource?cache=1', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('content-security-policy')).toBeNull();
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await get('/dataResource?cache=1', { 'if-none-match': 'W/"other"' })).status).toBe(200);
    const other = await get('/dataResource?cache=2');
    expect(renderNumber(await other.text())).not.toBe(renderNumber(firstHtml));
    // Another render, another nonce.
    expect(other.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('an accepted or refused change under the API drops every rendered page at once; sign-in and page views do not', async () => {
    const before = renderNumber(await (await get('/policy?cache=3')).text());
    // Page views and sign-in steps change nothing a page shows.
    await fetch(`${origin}/alpha-portal/api/v1/web/login/uuid`, { method: 'POST' });
    expect(renderNumber(await (await get('/policy?cache=3')).text())).toBe(before);
    // A change the server refuses (no session) is counted all the same: nothing is missed.
    const refused = await fetch(`${origin}/alpha-portal/api/v1/primary/announcement/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    const after = renderNumber(await (await get('/policy?cache=3')).text());
    expect(after).not.toBe(before);
  });

  it("a file download, counted on its resource's page, drops the rendered pages; a refused one does not", async () => {
    await seedRecords(database.db, { now: Date.UTC(2026, 10, 22, 2, 0, 0), perResource: 2 });
    const list = await fetch(`${origin}/alpha-portal/api/v1/web/data-resource/list?openType=unconditional&pageSize=1&t=1`);
    const [resource] = ((await list.json()) as { data: { items: { id: string }[] } }).data.items;
    const download = (format: string) => fetch(`${origin}/alpha-portal/api/v1/web/data-resource/download?id=${resource!.id}&format=${format}`);
    const before = renderNumber(await (await get('/dataResource?cache=5')).text());
    const refused = await download('PDF');
    expect(refused.status).toBe(400);
    expect(renderNumber(await (await get('/dataResource?cache=5')).text())).toBe(before);
    const answered = await download('CSV');
    expect(answered.status).toBe(200);
    await answered.text();
    expect(renderNumber(await (await get('/dataResource?cache=5')).text())).not.toBe(before);
  });

  it('a visitor whose request carries credentials gets a private answer', async () => {
    const credentials: Record<string, string>[] = [{ cookie: 'a=b' }, { 'user-token': 'x' }, { authorization: 'Bearer x' }];
    for (const headers of credentials) {
      const response = await get('/dataResource?cache=4', headers);
      expect(response.headers.get('cache-control'), Object.keys(headers)[0]).toBe('private, no-cache');
    }
    expect((await get('/dataResource?cache=4')).headers.get('cache-control')).toBe('public, no-cache');
  });
});

describe('issue 15 §Caching: the render cache', () => {
  const page = (html: string): RenderResult => ({ kind: 'page', status: 200, html, title: 't', description: 'd', headTags: '', stateScript: '' });
  const setup = (options = { ttlMs: 1_000, maxEntries: 2 }) => {
    let now = 0;
    const cache = new RenderCache(options, () => now);
    let renders = 0;
    const render = (result?: RenderResult | null) => async () => {
      renders += 1;
      return result === undefined ? page(`#${renders}`) : result;
    };
    return { cache, render, advance: (ms: number) => void (now += ms), renders: () => renders };
  };

  it('reuses a page until its time is up; concurrent requests share one render', async () => {
    const { cache, render, advance, renders } = setup();
    const [a, b] = await Promise.all([cache.get('k', render()), cache.get('k', render())]);
    expect(a).toBe(b);
    expect(renders()).toBe(1);
    advance(999);
    expect(await cache.get('k', render())).toBe(a);
    advance(1);
    expect(await cache.get('k', render())).not.toBe(a);
    expect(renders()).toBe(2);
  });

  it('keeps the most recently used pages only', async () => {
    const { cache, render, renders } = setup();
    await cache.get('a', render());
    await cache.get('b', render());
    await cache.get('a', render());
    await cache.get('c', render());
    expect(cache.size).toBe(2);
    await cache.get('a', render());
    expect(renders()).toBe(3);
    await cache.get('b', render());
    expect(renders()).toBe(4);
  });

  it('does not keep a page given up to the browser, a failed render, or one overtaken by a change while it ran', async () => {
    const { cache, render, renders } = setup();
    await cache.get('gone', render({ kind: 'client-only', reason: 'x' }));
    await cache.get('gone', render(null));
    expect(renders()).toBe(2);
    expect(cache.size).toBe(0);
    let finish: (result: RenderResult) => void = () => undefined;
    const pending = cache.get('k', () => new Promise<RenderResult>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish(page('old'));
    expect(await pending).toEqual(page('old'));
    expect(cache.size).toBe(0);
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
