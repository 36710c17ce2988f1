import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_BASE_PATH } from '@portal/api-contract';
import type { PublicItemSource } from '@portal/server-core';
import type { Database } from '@portal/server-db';
import { productSitemapSource, resourceSitemapSource } from '@portal/server-catalogue';
import { newsSitemapSource } from '@portal/server-news';
import { policySitemapSource } from '@portal/server-policies';
import { FEATURE_INFO, SITE_DIRECTORY, paths, type Feature, type SiteConfig } from '@portal/site-config';
import type { SiteOrigin } from './site-hosts';

/*
 * Issue 15 §Findable: what the server tells search engines, per site host. A site with features
 * publishes a robots.txt naming its sitemap, and a sitemap of its public list pages and of every
 * public detail page; a static site (every feature off: it only says the service is unavailable)
 * asks not to be crawled, and every answer of its host carries `X-Robots-Tag: noindex`.
 * Catalogue, news and policies are the same on every site (their routes take no site); a site
 * lists the kinds its features show.
 */

/** sitemaps.org: at most 50,000 URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Rows read per keyset page while a sitemap file is written. */
const READ_PAGE = 1_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value (the five predefined entities; sitemaps.org requires entity-escaped URLs). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** A W3C datetime (what `<lastmod>` takes), to the second, in UTC. */
const w3cDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The list pages a sitemap names, in menu order, each listed when the site enables its feature. */
const LIST_PAGES: readonly Feature[] = ['home', 'dataResource', 'dataProduct', 'dynamics', 'policy', 'applylist', 'about'];

/** The detail pages of each public kind: the feature that shows them, where their ids come from, their path (libs/site-config paths). */
const DETAIL_KINDS = [
  { name: 'resources', feature: 'dataResource', source: resourceSitemapSource, href: (id: string) => paths.dataResource.detail.href(id) },
  { name: 'products', feature: 'dataProduct', source: productSitemapSource, href: (id: string) => paths.dataProduct.detail.href(id) },
  { name: 'news', feature: 'dynamics', source: newsSitemapSource, href: (id: string) => paths.dynamics.detail.href(id) },
  // A policy opens over its list (`/policy?id=`): it has no detail route of its own.
  { name: 'policies', feature: 'policy', source: policySitemapSource, href: (id: string) => paths.policy.href({ id }) },
] as const satisfies readonly { name: string; feature: Feature; source: (db: Kysely<Database>) => PublicItemSource; href: (id: string) => string }[];

/** One part of a site's sitemap: how many URLs it has, and the `<url>` elements from a position on. */
interface SitemapSection {
  name: string;
  count(): Promise<number>;
  /** Up to `max` `<url>` elements from the 0-based `start`, in chunks of text. */
  urls(origin: string, start: number, max: number): AsyncGenerator<string>;
}

const urlElement = (loc: string, lastModified?: number) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastModified === undefined ? '' : `<lastmod>${w3cDate(lastModified)}</lastmod>`}</url>\n`;

function listPagesSection(features: readonly Feature[]): SitemapSection {
  const pages = LIST_PAGES.filter((feature) => features.includes(feature)).map((feature) => FEATURE_INFO[feature].path);
  return {
    name: 'pages',
    count: async () => pages.length,
    async *urls(origin, start, max) {
      yield pages
        .slice(start, start + max)
        .map((path) => urlElement(`${origin}${path}`))
        .join('');
    },
  };
}

function detailSection(kind: (typeof DETAIL_KINDS)[number], db: Kysely<Database>, readPage: number): SitemapSection {
  const source = kind.source(db);
  return {
    name: kind.name,
    count: () => source.count(),
    async *urls(origin, start, max) {
      // A file after the first starts after the id just before its first position (one numbering
      // pass over the ids), then reads keyset pages: no OFFSET, and never more than a page in memory.
      let after = start === 0 ? undefined : await source.idAt(start);
      if (start > 0 && after === undefined) return;
      for (let left = max; left > 0;) {
        const items = await source.after(after, Math.min(readPage, left));
        if (items.length === 0) return;
        yield items.map((item) => urlElement(`${origin}${kind.href(item.id)}`, item.lastModified)).join('');
        left -= items.length;
        after = items.at(-1)!.id;
      }
    },
  };
}

/** The sections of a site's sitemap: its list pages, then the detail pages of each kind its features show. */
function sitemapSections(features: readonly Feature[], db: Kysely<Database>, readPage: number): SitemapSection[] {
  return [listPagesSection(features), ...DETAIL_KINDS.filter((kind) => features.includes(kind.feature)).map((kind) => detailSection(kind, db, readPage))];
}

async function* urlset(chunks: () => AsyncGenerator<string>): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
  yield* chunks();
  yield '</urlset>\n';
}

const isStatic = (features: readonly Feature[] | undefined) => !features || features.length === 0;

/**
 * Each site's enabled features, from its record (`@portal/site-<code>`, libs/site-config/sites), by
 * code. Imported by the directory's codes, so a site added with `npm run add-site` is covered
 * without a change here. A record that does not load counts as a static site (never indexed), and
 * the server says so once.
 */
export async function loadSiteFeatures(log: FastifyBaseLogger): Promise<Map<string, readonly Feature[]>> {
  const entries = await Promise.all(
    SITE_DIRECTORY.map(async (identity): Promise<[string, readonly Feature[]]> => {
      try {
        const record = ((await import(`@portal/site-${identity.code}`)) as { default: SiteConfig }).default;
        if (record.code !== identity.code) throw new Error(`the record of ${identity.code} names ${record.code}`);
        return [identity.code, record.features];
      } catch (error) {
        log.warn({ err: error, site: identity.code }, 'site record not loaded: the site is served to crawlers as a static site (noindex)');
        return [identity.code, []];
      }
    }),
  );
  return new Map(entries);
}

export interface SiteIndexingOptions {
  /** The site of a request, if it has one (site-resolution.ts). */
  knownSiteOf(request: FastifyRequest): SiteOrigin | undefined;
  /** Each site's enabled features by code (loadSiteFeatures). */
  features: ReadonlyMap<string, readonly Feature[]>;
}

/**
 * `X-Robots-Tag: noindex` on every answer of a static site's host: pages, files, API answers and
 * errors. Applied to the root instance before any route is added (Fastify gives a route the hooks
 * its instance has when the route is added), right after the host check.
 */
export function noindexStaticSites(app: FastifyInstance, { knownSiteOf, features }: SiteIndexingOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const site = knownSiteOf(request);
    if (site && isStatic(features.get(site.site.code))) reply.header('x-robots-tag', 'noindex');
    return payload;
  });
}

export interface CrawlerRoutesOptions {
  db: Kysely<Database>;
  /** The site of a request that passed the host check (other hosts were refused with 421). */
  siteOf(request: FastifyRequest): SiteOrigin;
  features: ReadonlyMap<string, readonly Feature[]>;
  /** URLs per sitemap file; more make `/sitemap.xml` an index of files. Default and maximum 50,000. */
  urlsPerFile?: number;
  /** Rows per keyset page while a file is written; default 1,000. */
  readPage?: number;
}

const SITEMAP_FILE = /^([a-z]+)-([1-9]\d{0,8})\.xml$/;

/**
 * GET /robots.txt, /sitemap.xml and /sitemaps/<section>-<n>.xml on each site's host. Links name the
 * request's own site origin (from the configured public origin, never from a Host or forwarded
 * header). Up to `urlsPerFile` URLs, `/sitemap.xml` is the sitemap itself; beyond, it is an index of
 * the sections' files.
 */
export async function crawlerRoutes(app: FastifyInstance, options: CrawlerRoutesOptions) {
  const { db, siteOf, features } = options;
  const perFile = Math.min(options.urlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const readPage = options.readPage ?? READ_PAGE;
  if (!Number.isSafeInteger(perFile) || perFile < 1 || !Number.isSafeInteger(readPage) || readPage < 1)
    throw new RangeError('crawlerRoutes: urlsPerFile and readPage are positive integers');

  const siteFeatures = (request: FastifyRequest) => features.get(siteOf(request).site.code) ?? [];
  const sendXml = (reply: FastifyReply, body: AsyncGenerator<string>) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(Readable.from(body, { objectMode: false }));

  app.get('/robots.txt', async (request, reply) => {
    const lines = isStatic(siteFeatures(request))
      ? ['User-agent: *', 'Disallow: /']
      : [
          'User-agent: *',
          'Allow: /',
          `Disallow: ${paths.workspace.path}`,
          `Disallow: ${paths.login.path}`,
          `Disallow: ${API_BASE_PATH}/`,
          `Sitemap: ${siteOf(request).origin}/sitemap.xml`,
        ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const enabled = siteFeatures(request);
    if (isStatic(enabled)) return reply.callNotFound();
    const { origin } = siteOf(request);
    const sections = sitemapSections(enabled, db, readPage);
    const counts = await Promise.all(sections.map((section) => section.count()));
    if (counts.reduce((total, count) => total + count, 0) <= perFile) {
      return sendXml(
        reply,
        urlset(async function* () {
          for (const section of sections) yield* section.urls(origin, 0, perFile);
        }),
      );
    }
    const files = sections.flatMap((section, index) =>
      Array.from({ length: Math.ceil(counts[index]! / perFile) }, (_, file) => `${origin}/sitemaps/${section.name}-${file + 1}.xml`),
    );
    return sendXml(
      reply,
      (async function* () {
        yield `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n`;
        yield files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
        yield '</sitemapindex>\n';
      })(),
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const enabled = siteFeatures(request);
    const [, name, number] = SITEMAP_FILE.exec(request.params.file) ?? [];
    const section = isStatic(enabled) ? undefined : sitemapSections(enabled, db, readPage).find((candidate) => candidate.name === name);
    if (!section) return reply.callNotFound();
    const start = (Number(number) - 1) * perFile;
    if (start >= (await section.count())) return reply.callNotFound();
    const { origin } = siteOf(request);
    return sendXml(
      reply,
      urlset(() => section.urls(origin, start, perFile)),
    );
  });
}
