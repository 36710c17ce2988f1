import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@portal/server-db';
import { buildApp } from './app';
import { listenOnLoopback, testServerConfig } from './testing/portal-server';

/**
 * Issue 13: index.html names the chunks of the route it opens (the build's route-preloads.json,
 * tools/vite-config route-preloads.ts), so the browser fetches them with the entry instead of after
 * it has run. On a real server (loopback port, SQLite) with a fixture build; the build plugin has
 * its own checks (a stale route table fails the build).
 */

let webRoot: string;
let app: FastifyInstance;
let database: DatabaseHandle;
let origin: string;

const INDEX = `<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta property="csp-nonce" nonce="__CSP_NONCE__">\n    <script type="module" crossorigin src="/assets/index-a1.js" nonce="__CSP_NONCE__"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;

const PRELOADS = {
  routes: [
    { path: '/home', js: ['assets/home-page-h1.js'], css: ['assets/content-wall-c1.css'] },
    { path: '/dataResource', js: ['assets/resource-list-page-l1.js', 'assets/listing-s1.js'], css: [] },
    { path: '/dataResource/detail/:id', js: ['assets/resource-detail-page-d1.js', 'assets/listing-s1.js'], css: ['assets/sections-c2.css'] },
    // Only built asset files are ever named: anything else in the file is dropped.
    { path: '/about', js: ['https://evil.example/x.js', '../secret.js', 'assets/a"onload="x.js', 42, 'assets/about-page-a1.js'], css: 'assets/x.css' },
  ],
};

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-route-preloads-'));
  mkdirSync(join(webRoot, 'portal'), { recursive: true });
  writeFileSync(join(webRoot, 'portal', 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'portal', 'route-preloads.json'), JSON.stringify(PRELOADS));
  // Nanjing's build left a broken file: its pages must still be served.
  mkdirSync(join(webRoot, 'nj'), { recursive: true });
  writeFileSync(join(webRoot, 'nj', 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'nj', 'route-preloads.json'), '{"routes": [');
  database = openDatabase({ url: ':memory:' });
  await migrateToLatest(database.db);
  app = await buildApp({
    config: { ...testServerConfig(), webRoot, devTools: false },
    database,
    sms: { send: async () => undefined },
  });
  origin = await listenOnLoopback(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The page a path answers, and this answer's CSP nonce. */
async function pageAt(path: string): Promise<{ html: string; nonce: string }> {
  const response = await fetch(`${origin}${path}`);
  expect(response.status).toBe(200);
  const nonce = /style-src[^;]*'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  return { html: await response.text(), nonce: nonce! };
}

/** The files the page preloads beyond the entry, in order. */
const preloaded = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);

describe('issue 13: index.html preloads the chunks of the route it opens', () => {
  it('a list: its page chunk and the chunks it imports, as module preloads with this answer’s nonce, in <head>', async () => {
    const { html, nonce } = await pageAt('/dataResource?page=2');
    expect(preloaded(html)).toEqual(['assets/resource-list-page-l1.js', 'assets/listing-s1.js']);
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/resource-list-page-l1.js" nonce="${nonce}">`);
    expect(html.indexOf('assets/listing-s1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('__CSP_NONCE__');
  });

  it('issue 15: a detail (any id) links its own stylesheet, so the rendered page paints with it, in the mode Vite asks for it', async () => {
    const { html, nonce } = await pageAt('/dataResource/detail/res_0000382');
    expect(preloaded(html)).toEqual(['assets/resource-detail-page-d1.js', 'assets/listing-s1.js']);
    // Vite's chunk loader looks for link[href="/assets/…css"][rel="stylesheet"] before adding one.
    expect(html).toContain(`<link rel="stylesheet" crossorigin href="/assets/sections-c2.css" nonce="${nonce}">`);
    expect(html.indexOf('assets/sections-c2.css')).toBeLessThan(html.indexOf('</head>'));
    expect(preloaded((await pageAt('/dataResource/detail/res_0000382/')).html)).toHaveLength(2);
  });

  it('a path of no public route, or a pattern missing its id, preloads nothing beyond the entry', async () => {
    for (const path of ['/nothing-here', '/dataResource/detail', '/dataResource/detail/a/b', '/workspace/home', '/']) {
      expect(preloaded((await pageAt(path)).html), path).toEqual([]);
    }
  });

  it('a broken route-preloads.json preloads nothing and the page is still served', async () => {
    const { port } = new URL(origin);
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/dataResource', headers: { host: `nj.localhost:${port}` } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      }).on('error', reject);
    });
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"></div>');
    expect(preloaded(body)).toEqual([]);
  });

  it('names only built asset files: other entries of the file are dropped', async () => {
    expect(preloaded((await pageAt('/about')).html)).toEqual(['assets/about-page-a1.js']);
  });
});
