import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { API_BASE_PATH as API_PREFIX } from '@portal/api-contract';
import type { SiteIdentity } from '@portal/site-config';
import { fileVersions } from './file-versions';
import { styleAttributeSources, type RenderResult, type ServerRendering } from './server-render';

/** What the site apps' build writes where index.html's nonce goes (tools/vite-config CSP_NONCE_PLACEHOLDER). */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface WebAppsOptions {
  webRoot: string;
  /** The site the request's host names (the app's host check has already refused other hosts). */
  siteOf(request: FastifyRequest): SiteIdentity;
  /** Issue 15: a public page rendered on the server (null: the browser renders it). */
  render?: ServerRendering['render'];
}

const HASHED_ASSET = /^\/assets\//;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * Where a rendered page keeps its module preloads until it has been painted: the boot script the
 * build puts in index.html (tools/vite-config paint-first.ts AFTER_PAINT_TEMPLATE_ID) moves them
 * into the page and starts the app then.
 */
const AFTER_PAINT_TEMPLATE_ID = 'portal-after-paint';

const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * Issue 15: a rendered page's head with its module preloads (index.html's and the route's) in an
 * inert `<template>`: the page paints with its stylesheets alone, and then the boot script fetches
 * the app's code, all of it at once as before. A browser without JavaScript fetches none of it.
 */
export function preloadsAfterPaint(html: string): string {
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  const template = `    <template id="${AFTER_PAINT_TEMPLATE_ID}">\n${preloads.map((link) => `      ${link.trim()}\n`).join('')}    </template>\n`;
  return html.replace(MODULE_PRELOAD, '').replace('</head>', () => `${template}  </head>`);
}

/** The app's mount point in index.html (spec §2), where a server-rendered page's markup goes. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** What the build writes next to index.html (tools/vite-config route-preloads.ts): each public route's own files. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreload {
  /** The route's pattern split in segments; `:name` matches any one segment. */
  segments: string[];
  /** The `<link>` tags naming its files, with the nonce placeholder. */
  links: string;
}

const ASSET_PATH = /^assets\/[\w.-]+\.(?:js|css)$/;

/** The build's route preloads as ready-made tags; a build without the file, or a malformed one, preloads nothing. */
function readRoutePreloads(siteRoot: string): RoutePreload[] {
  const path = join(siteRoot, ROUTE_PRELOADS_FILE);
  if (!existsSync(path)) return [];
  let parsed: { routes?: { path?: unknown; js?: unknown; css?: unknown }[] };
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8')) as typeof parsed;
  } catch {
    // Preloads only speed the page up: a broken file must not break it.
    return [];
  }
  const files = (list: unknown) => (Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string' && ASSET_PATH.test(file)) : []);
  return (Array.isArray(parsed?.routes) ? parsed.routes : []).flatMap((route) => {
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) return [];
    const links = [
      // Issue 15: the route's own styles apply to the page the server rendered from its first paint
      // (and with JavaScript off); Vite's loader finds them there and does not add them again.
      ...files(route.css).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" nonce="${CSP_NONCE_PLACEHOLDER}">`),
      ...files(route.js).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="${CSP_NONCE_PLACEHOLDER}">`),
    ];
    return links.length === 0 ? [] : [{ segments: route.path.split('/').slice(1), links: `    ${links.join('\n    ')}\n` }];
  });
}

/** The preload of the route a path opens (spec §2 patterns: `/dataResource/detail/:id`), if any. */
function preloadOf(preloads: readonly RoutePreload[], pathname: string): RoutePreload | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  return preloads.find(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((segment, index) => (segment.startsWith(':') ? segments[index] !== '' : segment === segments[index])),
  );
}

const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** An HTML answer compressed on the fly (a fast setting: it is made per answer or per render). */
const compressHtml = (html: Buffer, encoding: 'br' | 'gzip') => (encoding === 'br' ? brotliCompressSync(html, BROTLI_FAST) : gzipSync(html, { level: 6 }));

/** br, else gzip, else identity, as the client's Accept-Encoding allows (q=0 refuses; `*` counts as gzip). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? (name === 'gzip' ? accepted.get('*') : undefined) ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : 'identity';
}

/**
 * Serves each site's built web app on its own host. Hashed assets are cached for
 * a year; index.html never, so a deploy is picked up on the next navigation.
 * Unknown paths without a file extension get the app's index.html (client-side
 * routing); unknown files are 404s.
 *
 * Issue 13 §Bytes: the build writes `<file>.br` and `<file>.gz` next to every text file of 1 KB or
 * more but index.html (tools/vite-config precompress.ts). `preCompressed` makes sendFile send the
 * variant the client's Accept-Encoding prefers (br, then gzip; `*` counts as gzip), with the
 * original's Content-Type, `Content-Encoding`, and the variant's own length, ETag and byte ranges; a
 * file without variants, or a client that accepts neither, gets the original. Nothing here goes through
 * @fastify/compress (`compress: false`): what the build did not compress is too small or does not
 * shrink, and index.html, rewritten for each answer (its CSP nonce), is compressed by the route.
 * @fastify/static does not set Vary, so the route does, on every answer.
 */
export async function webApps(app: FastifyInstance, { webRoot, siteOf, render }: WebAppsOptions) {
  await app.register(fastifyStatic, { root: webRoot, serve: false, preCompressed: true });

  const pages = new Map<string, { mtimeMs: number; html: string; preloads: RoutePreload[] }>();
  const versionOf = fileVersions();
  /** A site's index.html and route preloads, read again only when a build replaced index.html (`mtimeMs`: its version). */
  const indexHtml = (siteRoot: string, mtimeMs: number) => {
    const path = join(siteRoot, 'index.html');
    const cached = pages.get(siteRoot);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const page = { mtimeMs, html: readFileSync(path, 'utf8'), preloads: readRoutePreloads(siteRoot) };
    pages.set(siteRoot, page);
    return page;
  };

  // Nonces on this route only (issue 13): the page's CSP allows the <style> elements carrying this
  // response's nonce, which index.html hands to the app (Vite's csp-nonce meta tag).
  app.get('/*', { helmet: { enableCSPNonces: true }, compress: false }, async (request, reply) => {
    const site = siteOf(request);
    const siteRoot = join(webRoot, site.code);
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
    const version = versionOf(join(siteRoot, 'index.html'));
    if (version === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send(`${site.nameZh}尚未构建：请先运行 npm start（或 npx nx run ${site.code}:build）。`);
    }
    reply.header('vary', 'accept-encoding');
    const file = normalize(join(siteRoot, pathname));
    const insideSite = file.startsWith(siteRoot + sep);
    // The build writes no file without an extension: a page's path is not looked up on disk.
    const asset = insideSite && extname(pathname) !== '' && !pathname.endsWith('/index.html');
    if (asset && statSync(file, { throwIfNoEntry: false })?.isFile()) {
      const relative = file.slice(siteRoot.length + 1);
      reply.header('cache-control', HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      return reply.sendFile(relative, siteRoot, { cacheControl: false });
    }
    if (extname(pathname) !== '') return reply.callNotFound();
    // Issue 15: the page's content and the state to hydrate it from, where the server renders it.
    const rendered = render ? await render(request, site.code, pathname) : null;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    // Issue 13: the route's own chunks are named in the page, so they load with the entry, not after it
    // (issue 15: on a rendered page, all at once after its first paint).
    const page = indexHtml(siteRoot, version);
    const preload = preloadOf(page.preloads, pathname);
    const built = () => (preload ? page.html.replace('</head>', `${preload.links}  </head>`) : page.html);
    if (rendered?.kind === 'page') {
      const answer = renderedAnswer(rendered, () => preloadsAfterPaint(built()), `${page.mtimeMs} ${preload?.links ?? ''}`, reply);
      // Issue 15 §Caching: a rendered page is the same for every visitor (rendered anonymously), so a
      // shared cache may hold it, revalidating every time. A request with credentials gets a private answer.
      const credentialed = request.headers.cookie !== undefined || request.headers.authorization !== undefined || request.headers['user-token'] !== undefined;
      reply
        .code(rendered.status)
        .header('etag', answer.etag)
        .header('cache-control', credentialed ? 'private, no-cache' : 'public, no-cache');
      if (rendered.status === 200 && ifNoneMatch(request.headers['if-none-match'], answer.etag)) {
        // The copy the client holds keeps its own nonce and policy: a new policy would not match it.
        reply.removeHeader('content-security-policy');
        return reply.code(304).send();
      }
      reply.header('content-security-policy', answer.policy).type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      return encoding === 'identity' ? reply.send(answer.body('identity')) : reply.header('content-encoding', encoding).send(answer.body(encoding));
    }
    // A fresh nonce in every answer (no validator, so `no-cache` always fetches a new one).
    reply.header('cache-control', 'no-cache');
    const html = Buffer.from(built().replaceAll(CSP_NONCE_PLACEHOLDER, reply.cspNonce.style));
    reply.type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(html);
    // Compressed here, as it is rewritten per answer (a few KB: a fast setting loses little).
    return reply.header('content-encoding', encoding).send(compressHtml(html, encoding));
  });
}

type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

/** A rendered page made into its answer once: every request the render serves gets the same bytes. */
interface RenderedAnswer {
  /** The index.html (and the route's preloads) it was built into: a new build makes it again. */
  shell: string;
  etag: string;
  /** The CSP: this answer's nonce, and a hash of each of the page's style attributes. */
  policy: string;
  body(encoding: 'br' | 'gzip' | 'identity'): Buffer;
}

const renderedAnswers = new WeakMap<RenderedPage, RenderedAnswer>();

/**
 * Issue 15: the answer of a rendered page, built and compressed once per render (the render cache
 * reuses the render; this reuses its answer, so a hit is a lookup). Its nonce is the render's: a
 * page served from a cache carries the nonce it was made with, as a CDN's copy would, and nothing a
 * request brings is in it (the render is anonymous, and another address is another render), so no
 * one can learn the nonce before the markup it guards is fixed.
 */
function renderedAnswer(rendered: RenderedPage, built: () => string, shell: string, reply: FastifyReply): RenderedAnswer {
  const known = renderedAnswers.get(rendered);
  if (known?.shell === shell) return known;
  // The index.html around the page, with its title, description and head tags: a few KB. Replaced
  // by functions: `$` in the page's text is not a replacement pattern.
  const framed = (template: string) =>
    template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
      // Issue 15 §Findable: the page's own description, canonical address, Open Graph tags and JSON-LD.
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(rendered.description)}" />`)
      .replace('</head>', () => `  ${rendered.headTags}\n  </head>`);
  const template = built();
  if (!template.includes(ROOT_ELEMENT)) throw new Error('index.html has no <div id="root"></div> for the rendered page');
  const nonce = randomBytes(16).toString('hex');
  const { script, style } = reply.cspNonce;
  const helmetPolicy = String(reply.getHeader('content-security-policy') ?? '');
  const styles = styleAttributeSources(rendered.html);
  const policy = `${helmetPolicy.replaceAll(script, nonce).replaceAll(style, nonce)}${styles.length > 0 ? `;style-src-attr 'unsafe-hashes' ${styles.join(' ')}` : ''}`;
  // The nonce goes where the build put its placeholder, never into the page's own text; the
  // rendered markup, some 100 KB, is encoded once, not copied through string replaces.
  const [head = '', tail = ''] = framed(template.replaceAll(CSP_NONCE_PLACEHOLDER, nonce)).split(ROOT_ELEMENT);
  const identity = Buffer.concat([Buffer.from(head), Buffer.from(`<div id="root">${rendered.html}</div>${rendered.stateScript}`), Buffer.from(tail)]);
  const bodies: Partial<Record<'br' | 'gzip', Buffer>> = {};
  const answer: RenderedAnswer = {
    shell,
    // The validator is the page's content and the build it names (`shell` fixes the frame), not its nonce.
    etag: `W/"${[shell, rendered.title, rendered.description, rendered.headTags, rendered.html, rendered.stateScript]
      .reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256'))
      .digest('base64url')
      .slice(0, 27)}"`,
    policy,
    body: (encoding) => (encoding === 'identity' ? identity : (bodies[encoding] ??= compressHtml(identity, encoding))),
  };
  renderedAnswers.set(rendered, answer);
  return answer;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}
