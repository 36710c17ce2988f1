import type { Page, Request } from '@playwright/test';
import { expect, siteOrigin, test } from './fixtures';

const API = '/alpha-portal/api/v1';

interface RouteCase {
  /** The page's path, or a detail's: which kind of item, and its path from the item's id (taken from the list). */
  path: string | { item: keyof Ids; href: (id: string) => string };
  /** The page's own lazy chunk, as Vite names it after the page module. */
  chunk: string;
  /** The page's first data call. */
  data: string;
  /** The header navigation entry that leads there from /home (lists), or the list a detail opens from. */
  from: { nav: string } | { list: string; listName: string };
  /**
   * Something the page shows only with its data. A detail's is its own title as the page heading: the
   * site header's heading and the list page's are there before the detail has rendered.
   */
  ready: (page: Page, title: string) => ReturnType<Page['getByRole']>;
}

interface Item {
  id: string;
  title: string;
}

interface Ids {
  resource: Item;
  product: Item;
  news: Item;
}

const detailHeading = (page: Page, title: string) => page.getByRole('main').getByRole('heading', { level: 1, name: title, exact: true });

const CASES: RouteCase[] = [
  {
    path: '/dataResource',
    chunk: 'resource-list-page',
    data: '/web/data-resource/list',
    from: { nav: '数据资源' },
    ready: (page) => page.getByRole('list', { name: '数据资源列表' }).getByRole('link').first(),
  },
  {
    path: { item: 'resource', href: (id) => `/dataResource/detail/${id}` },
    chunk: 'resource-detail-page',
    data: '/web/data-resource/detail',
    from: { list: '/dataResource', listName: '数据资源列表' },
    ready: detailHeading,
  },
  {
    path: '/dataProduct',
    chunk: 'product-list-page',
    data: '/web/data-product/list',
    from: { nav: '数据产品' },
    ready: (page) => page.getByRole('list', { name: '数据产品列表' }).getByRole('link').first(),
  },
  {
    path: { item: 'product', href: (id) => `/dataProduct/detail/${id}` },
    chunk: 'product-detail-page',
    data: '/web/data-product/detail',
    from: { list: '/dataProduct', listName: '数据产品列表' },
    ready: detailHeading,
  },
  {
    path: '/dynamics',
    chunk: 'news-list-page',
    data: '/web/news/list',
    from: { nav: '运营动态' },
    ready: (page) => page.getByRole('list', { name: '运营动态列表' }).getByRole('link').first(),
  },
  {
    path: { item: 'news', href: (id) => `/dynamics/detail/${id}` },
    chunk: 'news-detail-page',
    data: '/web/news/detail',
    from: { list: '/dynamics', listName: '运营动态列表' },
    ready: detailHeading,
  },
  {
    path: '/policy',
    chunk: 'policy-list-page',
    data: '/web/policy/list',
    from: { nav: '政策资讯' },
    ready: (page) => page.getByRole('list', { name: '政策列表' }).getByRole('link').first(),
  },
  {
    path: '/applylist',
    chunk: 'call-list-page',
    data: '/web/call/list',
    from: { nav: '需求征集' },
    ready: (page) => page.getByRole('list', { name: '需求征集列表' }).getByRole('link').first(),
  },
  {
    path: '/home',
    chunk: 'home-page',
    data: '/web/content-config/wall/',
    from: { nav: '首页' },
    ready: (page) => page.getByRole('heading', { name: '平台数据概览' }),
  },
];

const chunkPattern = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
const isData = (request: Request, path: string) => new URL(request.url()).pathname === `${API}${path}`;

/**
 * Holds the page's chunk until its data request has gone out. A page that asked for its data only
 * once its code had arrived would never get that code: the test fails (at its timeout) instead of
 * passing by luck of timing. The request timings are returned for the assertions.
 */
async function holdChunkUntilData(page: Page, route: RouteCase) {
  let dataRequest: Request | undefined;
  let chunkRequest: Request | undefined;
  let dataSeen!: () => void;
  const dataRequested = new Promise<void>((resolve) => (dataSeen = resolve));
  page.on('request', (request) => {
    if (!dataRequest && isData(request, route.data)) {
      dataRequest = request;
      dataSeen();
    }
  });
  await page.route(chunkPattern(route.chunk), async (intercepted) => {
    chunkRequest = intercepted.request();
    await dataRequested;
    await intercepted.continue();
  });
  return {
    /** The browser's own Resource Timing of both: the data request started before the chunk had arrived. */
    async timings() {
      expect(chunkRequest, `the page chunk ${route.chunk} was requested`).toBeDefined();
      expect(dataRequest, `the data call ${route.data} was requested`).toBeDefined();
      // By path: a hover prefetch and the navigation's own request may both have asked; the first counts.
      // The browser adds an entry once its response has ended, possibly after the page has rendered.
      const paths = [new URL(dataRequest!.url()).pathname, new URL(chunkRequest!.url()).pathname];
      const entries = () =>
        page.evaluate(
          (wanted) =>
            wanted.map(
              (path) =>
                (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
                  .filter((entry) => new URL(entry.name).pathname === path)
                  .map((entry) => ({ startTime: entry.startTime, responseEnd: entry.responseEnd }))
                  .sort((first, second) => first.startTime - second.startTime)[0] ?? null,
            ),
          paths,
        );
      await expect.poll(async () => (await entries()).every(Boolean), { message: `resource timings of ${paths.join(' and ')}` }).toBe(true);
      const [data, chunk] = await entries();
      expect(data!.startTime, 'the data request started before the page chunk had finished loading').toBeLessThan(chunk!.responseEnd);
    },
  };
}

/** The page as the app's own, unrendered: the server's markup and state taken out of every document. */
async function withoutServerRender(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const bare = html.replace(
        /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="portal-server-state">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      expect(bare, 'the page came rendered from the server').not.toBe(html);
      return route.fulfill({ response, body: bare });
    },
  );
}

async function knownIds(page: Page, origin: string): Promise<Ids> {
  const first = async (path: string): Promise<Item> => {
    const response = await page.request.get(`${origin}${API}${path}?page=1&pageSize=1`);
    const body = (await response.json()) as { data: { items: { id: string; name?: string; title?: string }[] } };
    const item = body.data.items[0]!;
    return { id: item.id, title: (item.name ?? item.title)! };
  };
  return { resource: await first('/web/data-resource/list'), product: await first('/web/data-product/list'), news: await first('/web/news/list') };
}

test.describe('issue 13: routes own their data (code and data load in parallel)', () => {
  for (const route of CASES) {
    const name = typeof route.path === 'string' ? route.path : route.chunk.replace('-page', '');

    test(`direct visit to ${name} rendered in the browser: the data request starts before the page chunk has loaded`, async ({ page, baseURL }) => {
      const origin = siteOrigin(baseURL);
      const item = typeof route.path === 'string' ? undefined : (await knownIds(page, origin))[route.path.item];
      const path = typeof route.path === 'string' ? route.path : route.path.href(item!.id);
      // Issue 15: the server sends the page with its data (server-rendering.spec.ts); where it does not
      // (a render given up, an English reader), the browser loads code and data together as here.
      await withoutServerRender(page);
      const held = await holdChunkUntilData(page, route);
      await page.goto(`${origin}${path}`);
      await expect(route.ready(page, item?.title ?? '')).toBeVisible();
      await held.timings();
    });

    test(`direct visit to ${name}: the page names its chunk, which loads beside the entry after the page has painted, not after the entry has run`, async ({
      page,
      baseURL,
    }) => {
      const origin = siteOrigin(baseURL);
      const item = typeof route.path === 'string' ? undefined : (await knownIds(page, origin))[route.path.item];
      const path = typeof route.path === 'string' ? route.path : route.path.href(item!.id);
      // The entry is held until the page chunk has been asked for: had the chunk waited for the entry to
      // run, the app would never start (and the visit below would not return).
      let chunkSeen!: () => void;
      const chunkRequested = new Promise<void>((resolve) => (chunkSeen = resolve));
      page.on('request', (request) => {
        if (chunkPattern(route.chunk).test(new URL(request.url()).pathname)) chunkSeen();
      });
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (intercepted) => {
        await chunkRequested;
        await intercepted.continue();
      });
      const response = await page.goto(`${origin}${path}`);
      await expect(route.ready(page, item?.title ?? '')).toBeVisible();
      // The server wrote the route's chunks into index.html (the build's route-preloads.json). Issue 15: the
      // page came rendered, so every module preload waits in the after-paint template (the boot script
      // moves them into the page once it has painted): nothing but the boot script is fetched before.
      const head = (await response!.text()).split('</head>')[0]!;
      const [outside = '', template = '', after = ''] = head.split(/<template id="portal-after-paint">|<\/template>/);
      expect(`${outside}${after}`).not.toContain('rel="modulepreload"');
      expect(outside).toMatch(/<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js"/);
      expect(template).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${route.chunk}-[\\w-]+\\.js"`));
      expect(template).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/index-[\w-]+\.js"/);
      // The boot script found the template the server wrote and moved its preloads into the page (the
      // visit returned once the app had started, which the boot script does right after moving them).
      const moved = await page.evaluate((chunk) => {
        const parked = document.querySelector<HTMLTemplateElement>('template#portal-after-paint');
        const links = [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);
        return { left: parked?.content.childElementCount ?? null, chunk: links.some((path) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(path)) };
      }, route.chunk);
      expect(moved).toEqual({ left: 0, chunk: true });
    });

    test(`client navigation to ${name}: the data request starts before the page chunk has loaded`, async ({ page, baseURL }) => {
      const origin = siteOrigin(baseURL);
      if ('nav' in route.from) {
        // From another page than the target, so the target's chunk is not loaded yet.
        await page.goto(`${origin}${route.path === '/home' ? '/about' : '/home'}`);
        await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
        const held = await holdChunkUntilData(page, route);
        await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: route.from.nav, exact: true }).click();
        await expect(route.ready(page, '')).toBeVisible();
        await held.timings();
      } else {
        await page.goto(`${origin}${route.from.list}`);
        const first = page.getByRole('list', { name: route.from.listName }).getByRole('link').first();
        await expect(first).toBeVisible();
        const title = ((await first.textContent()) ?? '').trim();
        const held = await holdChunkUntilData(page, route);
        await first.click();
        await expect(route.ready(page, title)).toBeVisible();
        await held.timings();
      }
    });
  }

  test('hovering a list item and then opening it makes no new data request (spec §9 intent prefetch warms code and data)', async ({ page, baseURL }) => {
    const detail = '/web/data-resource/detail';
    const detailRequests: string[] = [];
    page.on('request', (request) => {
      if (isData(request, detail)) detailRequests.push(request.url());
    });
    await page.goto(`${siteOrigin(baseURL)}/dataResource`);
    const first = page.getByRole('list', { name: '数据资源列表' }).getByRole('link').first();
    await expect(first).toBeVisible();
    const name = ((await first.textContent()) ?? '').trim();
    const prefetched = page.waitForResponse((response) => isData(response.request(), detail));
    await first.hover();
    await prefetched;
    expect(detailRequests).toHaveLength(1);
    await first.click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    expect(detailRequests).toHaveLength(1);
  });
});
