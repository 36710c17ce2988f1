import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '@portal/server-db/testing';
import type { Feature } from '@portal/site-config';
import provinceRecord from '@portal/site-portal';
import { sessionFor } from '../testing/actors';
import { startPortalServer, type PortalServer } from '../testing/portal-server';
import { escapeXml, loadSiteFeatures } from './crawlers';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const { DOMParser } = new JSDOM().window;

type Entry = { loc: string; lastmod?: string };

/** A sitemap or sitemap index parsed by a strict XML parser, its structure checked against sitemaps.org. */
function parseSitemap(xml: string): { root: 'urlset' | 'sitemapindex'; entries: Entry[] } {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (root.localName === 'parsererror') throw new Error(`not well-formed XML: ${root.textContent}`);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  expect(['urlset', 'sitemapindex']).toContain(root.localName);
  const entryName = root.localName === 'urlset' ? 'url' : 'sitemap';
  const entries = Array.from(root.children).map((child) => {
    expect([child.localName, child.namespaceURI]).toEqual([entryName, SITEMAP_NS]);
    const fields = Array.from(child.children).map((field) => [field.localName, field.textContent ?? ''] as const);
    expect(fields.map(([name]) => name)).toEqual(fields.length === 2 ? ['loc', 'lastmod'] : ['loc']);
    return Object.fromEntries(fields) as Entry;
  });
  return { root: root.localName as 'urlset' | 'sitemapindex', entries };
}

const WEB_FEATURES: readonly Feature[] = ['home', 'dataResource', 'policy', 'about', 'search', 'login', 'workspace'];

for (const target of openTestDatabases()) {
  describe(`robots.txt and sitemaps on ${target.name} (issue 15 §Findable)`, () => {
    let server: PortalServer;
    /** The same data with 100 URLs per sitemap file and reads of 30 rows, and 无锡 given features of its own. */
    let split: PortalServer;
    /** A city whose own record turns every feature off (read as the server reads it, not imported here: nothing ties the API to one city's config). */
    let city: string;

    beforeAll(async () => {
      [server, split] = await Promise.all([
        startPortalServer(target),
        startPortalServer(target, { sitemap: { urlsPerFile: 100, readPage: 30 }, siteFeatures: { wx: WEB_FEATURES } }),
      ]);
      const features = await loadSiteFeatures(server.app.log);
      city = [...features].find(([code, enabled]) => code !== 'portal' && enabled.length === 0)![0];
      // A built app for the province and for the static city, so their pages answer with HTML.
      for (const code of ['portal', city]) {
        mkdirSync(join(server.webRoot, code), { recursive: true });
        writeFileSync(join(server.webRoot, code, 'index.html'), `<!doctype html><title>${code}</title><div id="root"></div>`);
      }
    });
    afterAll(async () => {
      await Promise.all([server?.close(), split?.close()]);
    });

    const get = (on: PortalServer, url: string, host = on.host, headers: Record<string, string> = {}) =>
      on.app.inject({ method: 'GET', url, headers: { host, ...headers } });
    const cityHost = (on: PortalServer, code: string) => `${code}.${on.host}`;
    const origin = (host: string) => `http://${host}`;

    /** Every URL the sitemap of a host lists, following an index to its files (each checked on the way). */
    async function sitemapUrls(on: PortalServer, host = on.host, perFile = 50_000): Promise<{ root: string; files: string[]; entries: Entry[] }> {
      const response = await get(on, '/sitemap.xml', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const sitemap = parseSitemap(response.body);
      if (sitemap.root === 'urlset') return { root: 'urlset', files: [], entries: sitemap.entries };
      const entries: Entry[] = [];
      for (const file of sitemap.entries) {
        const url = new URL(file.loc);
        expect(url.origin).toBe(origin(host));
        const part = await get(on, url.pathname, host);
        expect(part.statusCode, file.loc).toBe(200);
        expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
        const parsed = parseSitemap(part.body);
        expect(parsed.root).toBe('urlset');
        expect(parsed.entries.length).toBeGreaterThan(0);
        expect(parsed.entries.length).toBeLessThanOrEqual(perFile);
        entries.push(...parsed.entries);
      }
      return { root: 'sitemapindex', files: sitemap.entries.map((file) => file.loc), entries };
    }

    /** Every id a public list answers, page by page (the visibility the sitemap must match). */
    async function publicListIds(on: PortalServer, path: string): Promise<string[]> {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const { body } = await on.get(`${path}?pageSize=100&page=${page}`);
        const items = body.data.items as { id: string }[];
        ids.push(...items.map((item) => item.id));
        if (ids.length >= body.data.total || items.length === 0) return ids;
      }
    }

    /** The detail URLs the public lists lead to, plus the site's list pages. */
    async function expectedUrls(on: PortalServer, host: string, features: readonly Feature[]) {
      const base = origin(host);
      const lists: [Feature, string][] = [
        ['home', '/home'],
        ['dataResource', '/dataResource'],
        ['dataProduct', '/dataProduct'],
        ['dynamics', '/dynamics'],
        ['policy', '/policy'],
        ['applylist', '/applylist'],
        ['about', '/about'],
      ];
      const urls = lists.filter(([feature]) => features.includes(feature)).map(([, path]) => `${base}${path}`);
      if (features.includes('dataResource'))
        urls.push(...(await publicListIds(on, '/web/data-resource/list')).map((id) => `${base}/dataResource/detail/${id}`));
      if (features.includes('dataProduct')) urls.push(...(await publicListIds(on, '/web/data-product/list')).map((id) => `${base}/dataProduct/detail/${id}`));
      if (features.includes('dynamics')) urls.push(...(await publicListIds(on, '/web/news/list')).map((id) => `${base}/dynamics/detail/${id}`));
      if (features.includes('policy')) urls.push(...(await publicListIds(on, '/web/policy/list')).map((id) => `${base}/policy?id=${id}`));
      return urls;
    }

    describe('robots.txt', () => {
      it('issue 15 §Findable: the province allows crawling but the workspace, login and API, and names its own sitemap', async () => {
        // Forwarded headers name no site: the sitemap's origin is the request's own site's.
        const response = await get(server, '/robots.txt', server.host, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        expect(response.headers['x-robots-tag']).toBeUndefined();
        expect(response.body).toBe(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /workspace',
            'Disallow: /login',
            'Disallow: /alpha-portal/api/v1/',
            `Sitemap: http://${server.host}/sitemap.xml`,
            '',
          ].join('\n'),
        );
      });

      it('issue 15 §Findable: a static city site (every feature off) asks crawlers to stay out entirely', async () => {
        const response = await get(server, '/robots.txt', cityHost(server, city));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.body).toBe('User-agent: *\nDisallow: /\n');
        expect(response.headers['x-robots-tag']).toBe('noindex');
      });

      it('issue 15 §Findable: a city with features names its own sitemap on its own host', async () => {
        const response = await get(split, '/robots.txt', cityHost(split, 'wx'));
        expect(response.body).toContain('Allow: /\n');
        expect(response.body).toContain('Disallow: /workspace\n');
        expect(response.body).toContain(`Sitemap: http://wx.${split.host}/sitemap.xml\n`);
        expect(response.headers['x-robots-tag']).toBeUndefined();
      });
    });

    describe('X-Robots-Tag', () => {
      it('issue 15 §Findable: every answer of a static city host says noindex (its pages, API answers, 404s); the province never does', async () => {
        const page = await get(server, '/home', cityHost(server, city));
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain(`<title>${city}</title>`);
        expect(page.headers['x-robots-tag']).toBe('noindex');
        const api = await get(server, '/alpha-portal/api/v1/web/news/list?t=1', cityHost(server, city));
        expect(api.statusCode).toBe(200);
        expect(api.headers['x-robots-tag']).toBe('noindex');
        const missing = await get(server, '/assets/missing-000.js', cityHost(server, city));
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['x-robots-tag']).toBe('noindex');
        const unbuilt = await get(server, '/home', cityHost(server, 'sq'));
        expect(unbuilt.statusCode).toBe(503);
        expect(unbuilt.headers['x-robots-tag']).toBe('noindex');

        const provincePage = await get(server, '/home');
        expect(provincePage.statusCode).toBe(200);
        expect(provincePage.body).toContain('<title>portal</title>');
        expect(provincePage.headers['x-robots-tag']).toBeUndefined();
        expect((await get(server, '/alpha-portal/api/v1/web/news/list?t=1')).headers['x-robots-tag']).toBeUndefined();
      });
    });

    describe('sitemap.xml', () => {
      it('issue 15 §Findable: the province lists its list pages and every published detail of each kind, as the public lists show them', async () => {
        expect(provinceRecord.features.length).toBeGreaterThan(0);
        const { root, entries } = await sitemapUrls(server);
        expect(root).toBe('urlset');
        const locs = entries.map((entry) => entry.loc);
        expect(new Set(locs).size).toBe(locs.length);
        expect([...locs].sort()).toEqual((await expectedUrls(server, server.host, provinceRecord.features)).sort());
        // Each kind is there: 520 seeded resources and the demo products, news and policies.
        const base = `http://${server.host}`;
        for (const prefix of ['/dataResource/detail/', '/dataProduct/detail/', '/dynamics/detail/', '/policy?id=']) {
          expect(locs.filter((loc) => loc.startsWith(`${base}${prefix}`)).length, prefix).toBeGreaterThan(0);
        }
        expect(locs.filter((loc) => loc.startsWith(`${base}/dataResource/detail/`))).toHaveLength(520);
        expect(locs.slice(0, 7)).toEqual(
          ['/home', '/dataResource', '/dataProduct', '/dynamics', '/policy', '/applylist', '/about'].map((path) => `${base}${path}`),
        );
        expect(locs).not.toContain(`${base}/workspace`);
        expect(locs).not.toContain(`${base}/login`);
        // Compressed on the way (issue 13 §Bytes), the same document.
        const plain = await get(server, '/sitemap.xml');
        const gzipped = await get(server, '/sitemap.xml', server.host, { 'accept-encoding': 'gzip' });
        expect(gzipped.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
        const head = await server.app.inject({ method: 'HEAD', url: '/sitemap.xml', headers: { host: server.host } });
        expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'application/xml; charset=utf-8', '']);
      });

      it('issue 15 §Findable: a detail page carries its last change as a W3C datetime; list pages carry none', async () => {
        const { entries } = await sitemapUrls(server);
        const byLoc = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
        const base = `http://${server.host}`;
        expect(byLoc.get(`${base}/home`)).toBeUndefined();
        const { db } = server.database;
        const resource = await db.selectFrom('data_resources').select(['id', 'updated_at', 'published_at']).orderBy('id').executeTakeFirstOrThrow();
        const lastmod = byLoc.get(`${base}/dataResource/detail/${resource.id}`);
        expect(lastmod).toMatch(W3C_DATETIME);
        expect(Date.parse(lastmod!)).toBe(Math.floor(Math.max(Number(resource.updated_at), Number(resource.published_at)) / 1000) * 1000);
        const policy = await db.selectFrom('policies').select(['id', 'published_at']).orderBy('id').executeTakeFirstOrThrow();
        expect(Date.parse(byLoc.get(`${base}/policy?id=${policy.id}`)!)).toBe(Math.floor(Number(policy.published_at) / 1000) * 1000);
        for (const entry of entries.filter((item) => item.loc.includes('detail') || item.loc.includes('?id='))) expect(entry.lastmod).toMatch(W3C_DATETIME);
      });

      it('issue 15 §Findable: drafts and offline news never appear; a news item appears once published and goes when taken offline', async () => {
        const admin = (await sessionFor(server, 'admin')).token;
        const post = async (path: string, body: unknown) => {
          const response = await server.api('POST', path, body, admin);
          expect(response.statusCode, path).toBe(200);
          return response.json().data as { id: string; version: number; status: string };
        };
        const save = (title: string) => post('/primary/announcement/save', { title, summary: '', bodyHtml: `<p>${title}</p>` });
        const newsUrl = (id: string) => `http://${server.host}/dynamics/detail/${id}`;
        const listed = async () => new Set((await sitemapUrls(server)).entries.map((entry) => entry.loc));

        // Seeded news that is not published (drafts and offline items) is absent.
        const { db } = server.database;
        const hidden = await db.selectFrom('news').select('id').where('status', '<>', 'published').execute();
        expect(hidden.length).toBeGreaterThan(0);
        const before = await listed();
        for (const row of hidden) expect(before.has(newsUrl(row.id)), row.id).toBe(false);

        const draft = await save('琥珀湾数据沙箱站点地图草稿');
        const withdrawn = await save('琥珀湾数据沙箱站点地图已下线');
        const publishedThenOffline = await post('/primary/announcement/publish', { id: withdrawn.id, version: withdrawn.version });
        expect((await listed()).has(newsUrl(withdrawn.id))).toBe(true);
        const offline = await post('/primary/announcement/offline', { id: withdrawn.id, version: publishedThenOffline.version });
        expect([draft.status, offline.status]).toEqual(['draft', 'offline']);
        const fresh = await save('琥珀湾数据沙箱站点地图已发布');
        server.clock.now += 61_000;
        await post('/primary/announcement/publish', { id: fresh.id, version: fresh.version });

        const { entries } = await sitemapUrls(server);
        const locs = new Set(entries.map((entry) => entry.loc));
        expect(locs.has(newsUrl(draft.id))).toBe(false);
        expect(locs.has(newsUrl(withdrawn.id))).toBe(false);
        expect(locs.has(newsUrl(fresh.id))).toBe(true);
        expect(entries.find((entry) => entry.loc === newsUrl(fresh.id))?.lastmod).toBe(new Date(server.clock.now).toISOString().replace(/\.\d{3}Z$/, 'Z'));
        // The same rule as the public detail: what the sitemap leaves out answers "not found" there.
        expect((await server.get(`/web/news/detail?id=${draft.id}`)).body.code).toBe(4011);
        expect((await server.get(`/web/news/detail?id=${withdrawn.id}`)).body.code).toBe(4011);
        expect((await server.get(`/web/news/detail?id=${fresh.id}`)).body.code).toBe(0);
        expect(locs.size).toBe(before.size + 1);
      });

      it('issue 15 §Findable: a resource, product or policy is listed while it is in the catalogue and gone once withdrawn (removed)', async () => {
        const { db } = server.database;
        const resource = await db.selectFrom('data_resources').selectAll().orderBy('id').executeTakeFirstOrThrow();
        const product = await db.selectFrom('data_products').selectAll().orderBy('id').executeTakeFirstOrThrow();
        const policy = await db.selectFrom('policies').selectAll().orderBy('id').executeTakeFirstOrThrow();
        await db
          .insertInto('data_resources')
          .values({ ...resource, id: 'res_9900001', code: '320000-ZZ-990001' })
          .execute();
        await db
          .insertInto('data_products')
          .values({ ...product, id: 'prd_9901' })
          .execute();
        await db
          .insertInto('policies')
          .values({ ...policy, id: 'pol_9901' })
          .execute();
        const base = `http://${server.host}`;
        const added = [`${base}/dataResource/detail/res_9900001`, `${base}/dataProduct/detail/prd_9901`, `${base}/policy?id=pol_9901`];
        try {
          const locs = new Set((await sitemapUrls(server)).entries.map((entry) => entry.loc));
          for (const url of added) expect(locs.has(url), url).toBe(true);
        } finally {
          await db.deleteFrom('data_resources').where('id', '=', 'res_9900001').execute();
          await db.deleteFrom('data_products').where('id', '=', 'prd_9901').execute();
          await db.deleteFrom('policies').where('id', '=', 'pol_9901').execute();
        }
        const locs = new Set((await sitemapUrls(server)).entries.map((entry) => entry.loc));
        for (const url of added) expect(locs.has(url), url).toBe(false);
      });

      it('issue 15 §Findable: URLs are XML-escaped (a quote in an id is &apos; in the file and itself once parsed)', async () => {
        expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
        const { db } = server.database;
        const resource = await db.selectFrom('data_resources').selectAll().orderBy('id').executeTakeFirstOrThrow();
        await db
          .insertInto('data_resources')
          .values({ ...resource, id: "res_o'neil", code: '320000-ZZ-990002' })
          .execute();
        try {
          const response = await get(server, '/sitemap.xml');
          expect(response.body).toContain(`<loc>http://${server.host}/dataResource/detail/res_o&apos;neil</loc>`);
          expect(response.body).not.toContain("res_o'neil");
          expect(parseSitemap(response.body).entries.map((entry) => entry.loc)).toContain(`http://${server.host}/dataResource/detail/res_o'neil`);
        } finally {
          await db.deleteFrom('data_resources').where('id', '=', "res_o'neil").execute();
        }
      });

      it('issue 15 §Findable: a static city site and an unknown host get no sitemap', async () => {
        for (const url of ['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/resources-1.xml']) {
          const response = await get(server, url, cityHost(server, city));
          expect(response.statusCode, url).toBe(404);
          expect(response.headers['content-type']).not.toContain('xml');
          expect(response.headers['x-robots-tag']).toBe('noindex');
        }
        const port = Number(server.host.split(':')[1]);
        for (const host of [`evil.${server.host}`, `localhost:${port + 1}`, 'evil.example']) {
          for (const url of ['/sitemap.xml', '/robots.txt']) {
            const response = await get(server, url, host);
            expect(response.statusCode, `${host}${url}`).toBe(421);
            expect(response.body).not.toContain('<urlset');
            expect(response.body).not.toContain('Sitemap:');
          }
        }
      });

      it('issue 15 §Findable: beyond the URLs of one file, /sitemap.xml is an index of files per kind, together listing each URL once', async () => {
        const { root, files, entries } = await sitemapUrls(split, split.host, 100);
        expect(root).toBe('sitemapindex');
        const { db } = split.database;
        const count = async (table: 'data_resources' | 'data_products' | 'policies') =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        const published = Number(
          (
            await db
              .selectFrom('news')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('status', '=', 'published')
              .executeTakeFirstOrThrow()
          ).n,
        );
        const expectedFiles = [
          ['pages', 1],
          ['resources', Math.ceil((await count('data_resources')) / 100)],
          ['products', Math.ceil((await count('data_products')) / 100)],
          ['news', Math.ceil(published / 100)],
          ['policies', Math.ceil((await count('policies')) / 100)],
        ].flatMap(([name, n]) => Array.from({ length: Number(n) }, (_, index) => `http://${split.host}/sitemaps/${name}-${index + 1}.xml`));
        expect(files).toEqual(expectedFiles);
        expect(files.filter((file) => file.includes('/resources-'))).toHaveLength(6);
        const locs = entries.map((entry) => entry.loc);
        expect(new Set(locs).size).toBe(locs.length);
        expect([...locs].sort()).toEqual((await expectedUrls(split, split.host, provinceRecord.features)).sort());
        // Each file continues where the one before it ended (id order).
        const resourceIds = locs.filter((loc) => loc.includes('/dataResource/detail/')).map((loc) => loc.split('/').at(-1)!);
        expect(resourceIds).toEqual([...resourceIds].sort());
      });

      it('issue 15 §Findable: a file past the last of its kind, of a kind the site does not show, or of another name is not found', async () => {
        for (const url of [
          '/sitemaps/resources-7.xml',
          '/sitemaps/resources-0.xml',
          '/sitemaps/pages-2.xml',
          '/sitemaps/users-1.xml',
          '/sitemaps/resources-1.xml.gz',
          '/sitemaps/',
        ]) {
          const response = await get(split, url);
          expect(response.statusCode, url).toBe(404);
        }
        // 无锡 shows resources and policies, not products or news.
        for (const url of ['/sitemaps/products-1.xml', '/sitemaps/news-1.xml'])
          expect((await get(split, url, cityHost(split, 'wx'))).statusCode, url).toBe(404);
      });

      it('issue 15 §Findable: a city with features lists only its own pages and kinds, on its own origin', async () => {
        const host = cityHost(split, 'wx');
        const { root, files, entries } = await sitemapUrls(split, host, 100);
        expect(root).toBe('sitemapindex');
        expect(files.every((file) => file.startsWith(`http://${host}/sitemaps/`))).toBe(true);
        const locs = entries.map((entry) => entry.loc);
        expect([...locs].sort()).toEqual((await expectedUrls(split, host, WEB_FEATURES)).sort());
        expect(locs.slice(0, 3)).toEqual([`http://${host}/home`, `http://${host}/dataResource`, `http://${host}/policy`]);
        expect(locs.some((loc) => loc.includes('/dataProduct') || loc.includes('/dynamics'))).toBe(false);
      });
    });
  });
}
