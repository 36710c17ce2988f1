// Issue 13 §Bytes: each public route's initial JS (gzip -9 bytes, from the build manifest) within the
// limit of tools/scripts/route-budgets.json. Reads the built apps in dist/apps: `nx run
// workspace-tools:test` builds them first (dependsOn, restored from the Nx cache when unchanged);
// run through Vitest alone, it fails with a message saying how to build them.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CITY_ALL_OFF_ROUTE,
  PUBLIC_ROUTES,
  budgetRows,
  measureSite,
  ratchet,
  readBudgets,
  readBuild,
  readFeatures,
  readSites,
  type Budgets,
  type Manifest,
} from './route-budgets.mjs';

const budgets = readBudgets();
const sites = readSites();

describe('issue 13 §Bytes: initial JS of each public route within its budget', () => {
  it.each(sites.map((site) => [site.code, site] as const))('%s: each route it serves within the limit of its group', (_code, site) => {
    const rows = budgetRows([measureSite(site, readBuild(site.code))], budgets);
    const over = rows
      .filter((row) => !row.ok)
      .map((row) => `${row.site} ${row.route}: ${row.gzipKB} KB gzip > limit ${row.limitKB} KB (target ${row.targetKB} KB)`);
    expect(over).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('every public route but /home has a limit of its own, and no limit names a route that is gone', () => {
    const others = PUBLIC_ROUTES.map((route) => route.path).filter((path) => path !== '/home');
    expect(Object.keys(budgets.publicRoute.limitKBByRoute ?? {}).sort()).toEqual([...others].sort());
    // The targets stay as written; a limit below its target is a met target, ratcheted (size + 2 KB).
    for (const group of ['home', 'publicRoute', 'cityAllOff'] as const)
      expect(budgets[group].targetKB).toBe({ home: 150, publicRoute: 170, cityAllOff: 90 }[group]);
  });

  it('the schemas (zod) and the HTTP client (ky) are in no first load of /home: they load with the first API call', () => {
    const portal = sites.find((site) => site.code === 'portal')!;
    const build = readBuild('portal');
    const home = measureSite(portal, build).routes.find((route) => route.path === '/home')!;
    const chunks = Object.values(build.manifest).map((chunk) => chunk.file);
    // The groups of tools/vite-config (index.ts FIRST_LOAD_CHUNKING) are built, and not in /home's files.
    expect(chunks.filter((file) => /^assets\/(schemas|http)-[\w-]+\.js$/.test(file))).toHaveLength(2);
    expect(home.files.filter((file) => /^assets\/(schemas|http)-/.test(file))).toEqual([]);
  });

  it('reads what each site record enables (FEATURES or a list)', () => {
    expect(sites.length).toBe(14);
    expect(readFeatures('portal')).toBe('all');
    expect(readFeatures('nj')).toEqual(expect.any(Array));
  });
});

describe('issue 13 §Bytes: the first antd stylesheet', () => {
  // The page links the rules of the class names the code draws (tools/vite-config critical-css.ts); the
  // whole sheet loads only with antd's own components. Measured at 22.8 KB of 57.2 KB brotli (portal).
  it.each(sites.map((site) => [site.code] as const))('%s: index.html links a first sheet under half the whole one (gzip)', (code) => {
    const dir = join(import.meta.dirname, '../../dist/apps', code);
    const link = /<link[^>]*data-antd-static[^>]*>/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[0] ?? '';
    const first = /href="\/([^"]+)"/.exec(link)?.[1];
    const whole = /data-antd-full="\/([^"]+)"/.exec(link)?.[1];
    expect(first, 'the first sheet').toMatch(/^assets\/antd-first-[\w-]+\.css$/);
    expect(whole, 'the whole sheet').toMatch(/^assets\/antd-[\w-]+\.css$/);
    const gzip = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    expect(gzip(first!)).toBeLessThan(gzip(whole!) / 2);
  });
});

describe('issue 13 §Bytes: the sizes are computed from the manifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-budgets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'assets'));
  const files = {
    entry: 'a'.repeat(5000),
    shared: 'b'.repeat(3000),
    lazyOnly: 'c'.repeat(2000),
    home: 'e'.repeat(700),
    other: 'f'.repeat(900),
    alongside: 'g'.repeat(400),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, 'assets', `${name}.js`), `${name}:${content}`);
  const chunk = (name: string, extra: object = {}) => ({ file: `assets/${name}.js`, ...extra });
  const page = (path: string) => `../../${path}.tsx`;
  const home = PUBLIC_ROUTES.find((route) => route.path === '/home')!;
  const manifest: Manifest = {
    'index.html': chunk('entry', { isEntry: true, imports: ['_shared.js'], dynamicImports: PUBLIC_ROUTES.map((route) => page(route.page)) }),
    '_shared.js': chunk('shared', { imports: ['index.html'] }),
    '_lazyOnly.js': chunk('lazyOnly'),
    ...Object.fromEntries(PUBLIC_ROUTES.map((route) => [page(route.page), chunk(route === home ? 'home' : 'other', { isDynamicEntry: true })])),
    // Issue 22: chunks a route's loader starts with its page.
    ...Object.fromEntries(PUBLIC_ROUTES.flatMap((route) => (route.also ?? []).map((also) => [page(also), chunk('alongside', { isDynamicEntry: true })]))),
  };
  manifest[page(home.page)] = chunk('home', { isDynamicEntry: true, imports: ['_shared.js', '_lazyOnly.js'], dynamicImports: ['_other.js'] });
  const all = { code: 'portal', kind: 'province', features: 'all' } as const;
  /** Gzip -9 bytes of the named fixture files, summed. */
  const gz = (names: string[]) => names.reduce((total, name) => total + gzipSync(readFileSync(join(dir, 'assets', `${name}.js`)), { level: 9 }).length, 0);

  it('a route is the entry closure and its page closure, each file once; dynamic imports are not followed', () => {
    const sizes = measureSite(all, { manifest, dir });
    expect(sizes.entry.files).toEqual(['assets/entry.js', 'assets/shared.js']);
    const homeRoute = sizes.routes.find((route) => route.path === '/home')!;
    expect(homeRoute.files).toEqual(['assets/entry.js', 'assets/home.js', 'assets/lazyOnly.js', 'assets/shared.js']);
    expect(homeRoute.gzipBytes).toBe(gz(['entry', 'home', 'lazyOnly', 'shared']));
    expect(homeRoute.group).toBe('home');
    expect(sizes.routes.filter((route) => route.group === 'publicRoute')).toHaveLength(PUBLIC_ROUTES.length - 1);
  });

  it('issue 22: a chunk the route loads beside its page (`also`) counts in its first load', () => {
    const sizes = measureSite(all, { manifest, dir });
    const withAlso = PUBLIC_ROUTES.filter((route) => (route.also ?? []).length > 0);
    expect(withAlso.length).toBeGreaterThan(0);
    for (const route of withAlso) {
      expect(sizes.routes.find((measured) => measured.path === route.path)?.files).toEqual([
        'assets/alongside.js',
        'assets/entry.js',
        'assets/other.js',
        'assets/shared.js',
      ]);
    }
    const others = sizes.routes.filter((measured) => measured.group === 'publicRoute' && !withAlso.some((route) => route.path === measured.path));
    for (const measured of others) expect(measured.files).not.toContain('assets/alongside.js');
  });

  it('issue 15: the boot script index.html runs (tools/vite-config paint-first.ts) counts in every first load', () => {
    const withBoot = mkdtempSync(join(tmpdir(), 'route-budgets-boot-'));
    try {
      cpSync(join(dir, 'assets'), join(withBoot, 'assets'), { recursive: true });
      writeFileSync(join(withBoot, 'assets', 'boot-Ab1.js'), 'import("./entry.js")');
      writeFileSync(join(withBoot, 'index.html'), '<head><script type="module" crossorigin src="/assets/boot-Ab1.js" nonce="n"></script></head>');
      const sizes = measureSite(all, { manifest, dir: withBoot });
      expect(sizes.entry.files).toEqual(['assets/boot-Ab1.js', 'assets/entry.js', 'assets/shared.js']);
      const homeRoute = sizes.routes.find((route) => route.path === '/home')!;
      expect(homeRoute.files).toContain('assets/boot-Ab1.js');
      const boot = gzipSync(readFileSync(join(withBoot, 'assets', 'boot-Ab1.js')), { level: 9 }).length;
      expect(homeRoute.gzipBytes).toBe(gz(['entry', 'home', 'lazyOnly', 'shared']) + boot);
    } finally {
      rmSync(withBoot, { recursive: true, force: true });
    }
  });

  it('a site with every feature off is measured by its entry closure (group cityAllOff)', () => {
    const sizes = measureSite({ code: 'nj', kind: 'city', features: [] }, { manifest, dir });
    const tight: Budgets = { home: { targetKB: 150, limitKB: 0 }, publicRoute: { targetKB: 170, limitKB: 0 }, cityAllOff: { targetKB: 90, limitKB: 0 } };
    expect(budgetRows([sizes], tight)).toEqual([
      expect.objectContaining({ site: 'nj', route: CITY_ALL_OFF_ROUTE, group: 'cityAllOff', gzipBytes: gz(['entry', 'shared']), limitKB: 0, ok: false }),
    ]);
  });

  it('fails loudly on a mapped page missing from the manifest and on a lazy entry not in the table', () => {
    const renamed = Object.fromEntries(Object.entries(manifest).filter(([key]) => key !== page(home.page)));
    expect(() => measureSite(all, { manifest: renamed, dir })).toThrow(/page of \/home .* not a lazy entry/);
    const added = { ...manifest, '../../libs/features/home/src/pages/new-page.tsx': chunk('other', { isDynamicEntry: true }) };
    expect(() => measureSite(all, { manifest: added, dir })).toThrow(/libs\/features\/home\/src\/pages\/new-page/);
  });

  it('the ratchet lowers limits to the size + 2 KB, or to a met target, and never raises them', () => {
    const start: Budgets = {
      home: { targetKB: 150, limitKB: 500 },
      publicRoute: { targetKB: 170, limitKB: 500, limitKBByRoute: { '/about': 500, '/search': 1 } },
      cityAllOff: { targetKB: 90, limitKB: 500 },
    };
    const row = (route: string, group: 'home' | 'publicRoute' | 'cityAllOff', gzipBytes: number) => ({
      site: 's',
      route,
      group,
      gzipBytes,
      gzipKB: 0,
      limitKB: 0,
      targetKB: 0,
      overTargetKB: 0,
      ok: true,
    });
    const next = ratchet(start, [
      row('/home', 'home', 100 * 1024 + 1),
      row('/about', 'publicRoute', 200 * 1024),
      row('/search', 'publicRoute', 300 * 1024),
      row(CITY_ALL_OFF_ROUTE, 'cityAllOff', 600 * 1024),
    ]);
    expect(next.home.limitKB).toBe(103);
    expect(next.publicRoute.limitKBByRoute).toEqual({ '/about': 202, '/search': 1 });
    expect(next.publicRoute.limitKB).toBe(302);
    expect(next.cityAllOff.limitKB).toBe(500);
    // Within its target by less than the margin: held to the target, so the met target cannot be lost.
    const near = ratchet(start, [row('/home', 'home', 149.5 * 1024), row('/about', 'publicRoute', 169 * 1024), row('/search', 'publicRoute', 171 * 1024)]);
    expect(near.home.limitKB).toBe(150);
    expect(near.publicRoute.limitKBByRoute).toEqual({ '/about': 170, '/search': 1 });
    expect(near.publicRoute.limitKB).toBe(173);
  });
});
