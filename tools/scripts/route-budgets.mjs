// Issue 13 §Bytes: the gzip size of each public route's initial JS, from the build manifest.
// One computation for `npm run bench` (which prints it beside the budgets) and for the budget
// test (tools/scripts/route-budgets.test.ts, which enforces the limits of route-budgets.json).
//
// A route's initial JS is the union (each file once) of the app's entry closure — the entry
// chunk and its static imports, followed recursively through `imports`, never `dynamicImports` —
// and the closure of the route's lazy page. A file's size is its gzip size at level 9; KB = 1024 B.
//
// `node tools/scripts/route-budgets.mjs` prints the table for the apps in dist/apps;
// `node tools/scripts/route-budgets.mjs --ratchet` also lowers each limit in route-budgets.json
// to today's size rounded up plus 2 KB (never raising one), after a cut has landed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const BUDGETS_FILE = join(ROOT, 'tools/scripts/route-budgets.json');

/** @typedef {'home' | 'publicRoute' | 'cityAllOff'} BudgetGroup */
/**
 * @typedef {object} PublicRoute
 * @property {string} path the route of spec §2
 * @property {string} feature the site feature that turns it on (libs/site-config/src/features.ts)
 * @property {string} page the source path of its lazy page, from the workspace root, without extension
 * @property {string} [data] the module of its loader when it is not the feature's `src/route-data` (counted in its first load)
 * @property {string[]} [also] lazy chunks its loader starts with the page (counted in its first load)
 */
/**
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [src]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports]
 * @property {string[]} [dynamicImports]
 */
/** @typedef {Record<string, ManifestChunk>} Manifest */
/**
 * @typedef {object} SiteRecord
 * @property {string} code
 * @property {'province' | 'city'} kind
 * @property {'all' | string[]} features what the site record enables
 */
/**
 * @typedef {object} RouteSize
 * @property {string} path
 * @property {BudgetGroup} group
 * @property {string} page
 * @property {string[]} files the JS files of the route's initial load
 * @property {number} gzipBytes
 */
/**
 * @typedef {object} LazyEntrySize
 * @property {string} entry the source path of the lazy entry
 * @property {string} label the routes it serves
 * @property {number} ownGzipBytes its files beyond the entry closure
 * @property {number} gzipBytes the entry closure plus its own files
 */
/**
 * @typedef {object} SiteSizes
 * @property {SiteRecord} site
 * @property {{ files: string[], gzipBytes: number }} entry the entry closure
 * @property {RouteSize[]} routes the public routes the site enables
 * @property {LazyEntrySize[]} lazyEntries every lazy entry of the manifest
 */
/**
 * @typedef {object} GroupBudget
 * @property {number} targetKB the target
 * @property {number} limitKB what the test enforces for a route of the group without a limit of its own
 * @property {Record<string, number>} [limitKBByRoute] the limit of each route (ratchets: no route may grow)
 */
/** @typedef {{ $comment?: string | string[] } & Record<BudgetGroup, GroupBudget>} Budgets */
/**
 * @typedef {object} BudgetRow
 * @property {string} site
 * @property {string} route
 * @property {BudgetGroup} group
 * @property {number} gzipBytes
 * @property {number} gzipKB
 * @property {number} limitKB
 * @property {number} targetKB
 * @property {number} overTargetKB how far above the target (negative: below it)
 * @property {boolean} ok within the limit
 */

/**
 * The public routes of spec §2 and their lazy pages (tools/vite-config/src/public-routes.json, which
 * the build's route preloads read too). A page renamed or moved fails the measurement until that
 * table follows it; a new public page does too (see NON_PUBLIC_ENTRIES). Every public page is
 * `plain` (issue 13; a shell test holds it), so the shell loads no antd scope with any of them.
 * @type {readonly PublicRoute[]}
 */
export const PUBLIC_ROUTES = JSON.parse(readFileSync(join(ROOT, 'tools/vite-config/src/public-routes.json'), 'utf8')).routes;

/**
 * The lazy entries that are not public pages (the workspace, behind sign-in), with the routes
 * they serve; first match wins. Any other lazy entry fails the measurement.
 * @type {readonly { page: RegExp, label: string }[]}
 */
export const NON_PUBLIC_ENTRIES = [
  // Issue 19: the session-expiry warning, loaded for signed-in visitors only.
  { page: /^libs\/shell\/src\/app\/session-expiry-warning$/, label: 'the session-expiry warning (signed in)' },
  // Issue 19: the English catalogues and antd's English locale, fetched only when a visitor chooses English.
  { page: /\/src\/i18n\/([\w-]+\.)?en\.json$/, label: 'English messages of a lib (on the language switch)' },
  { page: /^node_modules\/antd\/locale\/en_US$/, label: "antd's English texts (on the language switch)" },
  { page: /^libs\/features\/calls\/src\/pages\/my-responses-page$/, label: '/workspace/call/responses (我的反馈)' },
  // Issue 15: a call opened over /applylist (`?id=`), loaded with the call's data.
  { page: /^libs\/features\/calls\/src\/components\/call-detail-drawer$/, label: '/applylist?id=… (a call opened over the list)' },
  { page: /^libs\/features\/onboarding\//, label: '/workspace/domain/apply, detail, firstReview, finalReview, reject-result' },
  { page: /^libs\/features\/workspace\//, label: '/workspace/home, /workspace/workerhome, /workspace/user/detail' },
  // Issue 13: the workspace's route table, discovered on the first navigation into /workspace.
  { page: /^libs\/shell\/src\/routing\/workspace-registry$/, label: '/workspace/* (the workspace route table)' },
  // The editor is its own lazy chunk, loaded by the add/edit form on top of the page's.
  { page: /^libs\/features\/announcements\/src\/components\/rich-text-editor$/, label: '/workspace/annouce/add|edit: + the TipTap editor' },
  { page: /^libs\/features\/announcements\//, label: '/workspace/annouce/:action (list, add, edit)' },
  // Issue 17: the administration area and the first sign-in's password change.
  {
    page: /^libs\/features\/administration\//,
    label: '/workspace/admin/:action, /workspace/users, /workspace/roles, /workspace/audit, /workspace/search/dictionary',
  },
  // Issue 18: the content wall editor (in the home feature, beside the wall it edits) and usage analytics.
  { page: /^libs\/features\/home\/src\/editor\//, label: '/workspace/content/wall (内容墙)' },
  { page: /^libs\/features\/analytics\//, label: '/workspace/analytics (运营分析)' },
  // Issue 22: the workspace header's bell (first), then the notifications page.
  { page: /^libs\/features\/notifications\/src\/bell$/, label: 'the workspace header bell (signed in, in the workspace)' },
  { page: /^libs\/features\/notifications\//, label: '/workspace/notifications (消息通知)' },
  { page: /^libs\/features\/data-use\//, label: '/workspace/data-use/* (数据使用申请, 我的数据申请, reviews, 授权管理)' },
  { page: /^libs\/features\/login\/src\/pages\/first-password-page$/, label: '/workspace/password (修改初始密码)' },
  // Issue 13: what loads on demand, on top of a page, when a user asks for it.
  { page: /^libs\/features\/login\/src\/components\/modify-password-modal$/, label: 'the header user menu: 修改密码 (staff), when opened' },
  { page: /^libs\/features\/login\/src\/components\/signed-in-menu$/, label: 'the header user menu of a signed-in user' },
  { page: /^libs\/ui-kit\/src\/layouts\/menu-drawer$/, label: 'the 菜单 drawer (narrow screens), when opened' },
  { page: /^libs\/shell\/src\/app\/feedback-host$/, label: 'toasts and dialogs (spec §8), with the first one' },
  { page: /^node_modules\/antd\/es\/(message|modal)\/index$/, label: "toasts and dialogs before the shell's host is there (auth's fallback)" },
  {
    page: /^libs\/features\/calls\/src\/components\/corporation-response$/,
    label: "/applylist?id=: a signed-in corporation's response (antd form), when the call opens",
  },
  { page: /^libs\/ui-kit\/src\/theme\/dialog-popups$/, label: 'antd popups inside a workspace drawer (review actions)' },
  { page: /^libs\/auth\/src\/logout$/, label: 'signing out (退出登录), when chosen' },
  { page: /^libs\/ui-kit\/src\/content\/rich-text$/, label: 'rich text on a plain page (the sanitiser), when one renders' },
  { page: /^libs\/shell\/src\/routing\/workspace-route$/, label: '/workspace/* frame (side menu, in antd scope)' },
  // Issue 13: what the first API call loads (a page rendered on the server arrives with its data, so
  // its first load needs neither; the shell fetches them when the browser is idle after the start).
  { page: /^libs\/api-client\/src\/client$/, label: 'the API client (ky, the envelope schema), with the first API call' },
  { page: /^libs\/auth\/src\/auth-routes$/, label: 'the sign-in routes of the contract (zod), with the first sign-in call (the login UUID)' },
  // Counted in each public route of the feature too (measureSite).
  { page: /^libs\/features\/[\w-]+\/src\/(route|detail)-data$/, label: "a feature's route loaders (queries, contract), beside its page" },
  // Issue 13: a feature's calls (contract routes, schemas), loaded by its query factory when a query runs.
  { page: /^libs\/features\/[\w-]+\/src\/api\/fetchers$/, label: "a feature's calls (their routes and schemas), when a query of the feature runs" },
];

/** The module of a route's loader (issue 13: loaded beside the page's chunk): its own `data`, else the feature's route-data. */
const routeDataOf = (/** @type {PublicRoute} */ route) => route.data ?? route.page.replace(/\/src\/pages\/[^/]+$/, '/src/route-data');

/** @param {string} path */
const groupOf = (path) => /** @type {BudgetGroup} */ (path === '/home' ? 'home' : 'publicRoute');

/** A manifest key (relative to the app, `../../libs/…/x.tsx`) as a PUBLIC_ROUTES page. */
export const pageOfKey = (/** @type {string} */ key) => key.replace(/^(\.\.\/)+/, '').replace(/\.[cm]?[jt]sx?$/, '');

/** @type {Map<string, number>} */
const gzipCache = new Map();

/** Gzip level 9 size of a file (each file compressed once per process). */
export function gzipFileBytes(/** @type {string} */ file) {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

/** The sites of the directory (libs/site-config/src/directory.json) with what their records enable. */
export function readSites(root = ROOT) {
  /** @type {{ code: string, kind: 'province' | 'city' }[]} */
  const directory = JSON.parse(readFileSync(join(root, 'libs/site-config/src/directory.json'), 'utf8'));
  return directory.map(({ code, kind }) => ({ code, kind, features: readFeatures(code, root) }));
}

/**
 * The `features` of a site record (libs/site-config/sites/<code>/site.ts): `FEATURES` (all) or
 * a literal list. Anything else fails, so a record this cannot read is never measured wrongly.
 * @returns {'all' | string[]}
 */
export function readFeatures(/** @type {string} */ code, root = ROOT) {
  const file = join(root, 'libs/site-config/sites', code, 'site.ts');
  const match = /\bfeatures:\s*(?:(FEATURES)|\[([^\]]*)\])\s*[,}\n]/.exec(readFileSync(file, 'utf8'));
  if (!match)
    throw new Error(
      `${file}: cannot read its features (expected \`features: FEATURES\` or \`features: ['home', …]\`); update readFeatures in tools/scripts/route-budgets.mjs`,
    );
  if (match[1]) return 'all';
  return [...(match[2] ?? '').matchAll(/['"]([^'"]+)['"]/g)].map((item) => /** @type {string} */ (item[1]));
}

/** The module scripts index.html names in `dir` that are not chunks of the manifest (the boot script), as files of `dir`. */
function bootScripts(/** @type {string} */ dir) {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<script type="module"[^>]*\ssrc="\/(assets\/boot-[\w-]+\.js)"/g)].map(
    (match) => /** @type {string} */ (match[1]),
  );
}

/** The files of `keys` and of their static imports, recursively (never their dynamic imports). */
export function staticClosure(/** @type {Manifest} */ manifest, /** @type {Iterable<string>} */ keys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key} (imported by another chunk)`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * Sizes of one built site from its manifest: the entry closure, each public route the site
 * enables and every lazy entry. Throws when a mapped page is missing from the manifest or a
 * lazy entry is neither a public page of PUBLIC_ROUTES nor one of NON_PUBLIC_ENTRIES.
 * @param {SiteRecord} site
 * @param {{ manifest: Manifest, dir: string }} build the manifest and the folder its files are in
 * @returns {SiteSizes}
 */
export function measureSite(site, { manifest, dir }) {
  const js = (/** @type {Iterable<string>} */ files) => [...files].filter((file) => file.endsWith('.js')).sort();
  const bytes = (/** @type {string[]} */ files) => files.reduce((total, file) => total + gzipFileBytes(join(dir, file)), 0);

  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entryKeys.length === 0) throw new Error(`${site.code}: the manifest has no entry chunk`);
  // Issue 15: index.html runs a boot script that imports the entry (tools/vite-config paint-first.ts).
  const entryFiles = js(new Set([...staticClosure(manifest, entryKeys), ...bootScripts(dir)]));
  const entrySet = new Set(entryFiles);

  /** @type {Map<string, string>} page → manifest key */
  const keyOfPage = new Map();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isDynamicEntry) keyOfPage.set(pageOfKey(key), key);

  const unknown = [...keyOfPage.keys()].filter(
    (page) =>
      !PUBLIC_ROUTES.some((route) => route.page === page || (route.also ?? []).includes(page)) && !NON_PUBLIC_ENTRIES.some((entry) => entry.page.test(page)),
  );
  if (unknown.length > 0) {
    throw new Error(
      `${site.code}: lazy entries that are neither a public route nor a workspace page: ${unknown.join(', ')}. ` +
        'Add each to PUBLIC_ROUTES (with its budget) or NON_PUBLIC_ENTRIES in tools/scripts/route-budgets.mjs.',
    );
  }

  const enabled = (/** @type {string} */ feature) => site.features === 'all' || site.features.includes(feature);
  const routes = PUBLIC_ROUTES.filter((route) => enabled(route.feature)).map((route) => {
    const key = keyOfPage.get(route.page);
    if (!key) {
      throw new Error(
        `${site.code}: the page of ${route.path} (${route.page}) is not a lazy entry of the build manifest: ` +
          'was it renamed or moved? Update PUBLIC_ROUTES in tools/scripts/route-budgets.mjs.',
      );
    }
    const data = keyOfPage.get(routeDataOf(route));
    // Chunks the route's loader starts with its page count as the route's first load too.
    const alongside = (route.also ?? []).map((page) => {
      const found = keyOfPage.get(page);
      if (!found) throw new Error(`${site.code}: ${page}, loaded with ${route.path}, is not a lazy entry of the build manifest`);
      return found;
    });
    const files = js(new Set([...entryFiles, ...staticClosure(manifest, [key, ...(data ? [data] : []), ...alongside])]));
    return { path: route.path, group: groupOf(route.path), page: route.page, files, gzipBytes: bytes(files) };
  });

  const entryBytes = bytes(entryFiles);
  const lazyEntries = [...keyOfPage]
    .map(([page, key]) => {
      const own = js(staticClosure(manifest, [key])).filter((file) => !entrySet.has(file));
      const label =
        PUBLIC_ROUTES.filter((route) => route.page === page)
          .map((route) => route.path)
          .join(', ') ||
        PUBLIC_ROUTES.filter((route) => (route.also ?? []).includes(page))
          .map((route) => `${route.path} (loaded with it)`)
          .join(', ') ||
        NON_PUBLIC_ENTRIES.find((entry) => entry.page.test(page))?.label ||
        page;
      const ownGzipBytes = bytes(own);
      return { entry: page, label, ownGzipBytes, gzipBytes: entryBytes + ownGzipBytes };
    })
    .sort((a, b) => a.label.localeCompare(b.label));

  return { site, entry: { files: entryFiles, gzipBytes: entryBytes }, routes, lazyEntries };
}

/** The built app of a site: dist/apps/<code>/.vite/manifest.json and its folder; throws when not built. */
export function readBuild(/** @type {string} */ code, root = ROOT) {
  const dir = join(root, 'dist/apps', code);
  const file = join(dir, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: build the site apps first (npx nx run-many -t build -p tag:type:app), or run the check through Nx (npx nx run workspace-tools:test), which builds them`,
    );
  }
  return { manifest: /** @type {Manifest} */ (JSON.parse(readFileSync(file, 'utf8'))), dir };
}

/** Measures every site of the directory (or those of `codes`) from its build. */
export function measureSites(/** @type {readonly string[] | undefined} */ codes = undefined, root = ROOT) {
  return readSites(root)
    .filter((site) => !codes || codes.includes(site.code))
    .map((site) => measureSite(site, readBuild(site.code, root)));
}

export function readBudgets(file = BUDGETS_FILE) {
  return /** @type {Budgets} */ (JSON.parse(readFileSync(file, 'utf8')));
}

const kb = (/** @type {number} */ bytes) => Number((bytes / 1024).toFixed(1));

/**
 * The budget rows of measured sites: each public route a site enables (groups `home` and
 * `publicRoute`) and, for a site with every feature off, its entry closure (`cityAllOff`: every
 * route of such a site shows the service-unavailable page, which the entry carries).
 * @param {readonly SiteSizes[]} sizes
 * @param {Budgets} budgets
 * @returns {BudgetRow[]}
 */
export function budgetRows(sizes, budgets) {
  /** @type {(site: string, route: string, group: BudgetGroup, gzipBytes: number) => BudgetRow} */
  const row = (site, route, group, gzipBytes) => {
    const budget = budgets[group];
    if (!budget) throw new Error(`${BUDGETS_FILE}: no budget for the group "${group}"`);
    const limitKB = budget.limitKBByRoute?.[route] ?? budget.limitKB;
    return {
      site,
      route,
      group,
      gzipBytes,
      gzipKB: kb(gzipBytes),
      limitKB,
      targetKB: budget.targetKB,
      overTargetKB: kb(gzipBytes - budget.targetKB * 1024),
      ok: gzipBytes <= limitKB * 1024,
    };
  };
  return sizes.flatMap(({ site, entry, routes }) =>
    routes.length === 0
      ? [row(site.code, CITY_ALL_OFF_ROUTE, 'cityAllOff', entry.gzipBytes)]
      : routes.map((route) => row(site.code, route.path, route.group, route.gzipBytes)),
  );
}

/** The row name of a site with every feature off: all its routes load the entry closure only. */
export const CITY_ALL_OFF_ROUTE = '(every route: entry)';

/** The rows as printed by the bench and this script. */
export const printableRows = (/** @type {readonly BudgetRow[]} */ rows) =>
  rows.map(({ site, route, group, gzipKB, limitKB, targetKB, overTargetKB, ok }) => ({
    site,
    route,
    group,
    'gzip KB': gzipKB,
    'limit KB': limitKB,
    'target KB': targetKB,
    'vs target KB': overTargetKB > 0 ? `+${overTargetKB}` : String(overTargetKB),
    status: ok ? 'ok' : 'OVER LIMIT',
  }));

/**
 * Lowers each limit to today's size rounded up to a whole KB plus 2 KB where that is lower
 * (a ratchet: never raised), but not above the group's target once the size meets it: each route's
 * of a group with `limitKBByRoute`, and each group's to its largest route's.
 * @param {Budgets} budgets
 * @param {readonly BudgetRow[]} rows
 */
export function ratchet(budgets, rows) {
  const next = /** @type {Budgets} */ (structuredClone(budgets));
  // A size within its target is held to the target at most: the margin never lets a met target go.
  const limit = (/** @type {BudgetRow} */ row) => {
    const margin = Math.ceil(row.gzipBytes / 1024) + 2;
    const target = next[row.group].targetKB;
    return row.gzipBytes <= target * 1024 ? Math.min(margin, target) : margin;
  };
  for (const row of rows) {
    const byRoute = next[row.group].limitKBByRoute;
    if (byRoute) byRoute[row.route] = Math.min(byRoute[row.route] ?? next[row.group].limitKB, limit(row));
  }
  for (const group of /** @type {BudgetGroup[]} */ (['home', 'publicRoute', 'cityAllOff'])) {
    const sizes = rows.filter((row) => row.group === group).map(limit);
    if (sizes.length > 0) next[group].limitKB = Math.min(next[group].limitKB, Math.max(...sizes));
  }
  return next;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const budgets = readBudgets();
  const rows = budgetRows(measureSites(), budgets);
  console.table(printableRows(rows));
  if (process.argv.includes('--ratchet')) {
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(ratchet(budgets, rows), null, 2)}\n`);
    console.log(`Limits lowered where the sizes allow: ${BUDGETS_FILE}`);
  }
  if (rows.some((row) => !row.ok)) process.exitCode = 1;
}
