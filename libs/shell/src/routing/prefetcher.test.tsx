import { describe, expect, it, vi } from 'vitest';
import { createRoutePrefetcher } from './prefetcher';
import { createPortalRoutes } from './routes';
import type { PlacedRoute } from './route-registry';
import { siteFixture } from '@portal/site-config';

const portal = siteFixture('portal');
const nj = siteFixture('nj');

describe('spec §9 link prefetch: the shell prefetches route chunks', () => {
  it('loads the chunks of the routes an href matches, once', async () => {
    const loadPage = vi.fn(async (_page: PlacedRoute) => ({ default: () => null }));
    const prefetch = createRoutePrefetcher(createPortalRoutes(portal, { loadPage }));
    prefetch('/dataResource/detail/R-1?tab=fields#top');
    prefetch('/dataResource/detail/R-1');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
    expect(loadPage.mock.calls[0]?.[0]).toMatchObject({ page: { label: '资源详情' } });
  });

  it('issue 13: warms the data of the page an href opens, from its loader, with the given ensure', async () => {
    const loadPage = vi.fn(async (_page: PlacedRoute) => ({ default: () => null }));
    const ensure = vi.fn(async (_options: unknown) => null);
    createRoutePrefetcher(createPortalRoutes(portal, { loadPage }), ensure)('/dataResource/detail/res_0001');
    // Issue 22: a resource's detail loads what it delivers beside it.
    await vi.waitFor(() => expect(ensure).toHaveBeenCalledTimes(2));
    expect(ensure.mock.calls.map((call) => (call[0] as { queryKey: unknown }).queryKey)).toEqual([
      ['resources', 'detail', 'res_0001'],
      ['resources', 'detail', 'res_0001', 'delivery'],
    ]);
    createRoutePrefetcher(createPortalRoutes(portal, { loadPage }), ensure)('/dataResource?domain=traffic&page=2');
    await vi.waitFor(() => expect(ensure).toHaveBeenCalledTimes(3));
    expect(ensure.mock.calls[2]?.[0]).toMatchObject({ queryKey: ['resources', 'list', expect.objectContaining({ domain: 'traffic', page: 2 })] });
  });

  it('loads nothing for a page the site does not enable', async () => {
    const loadPage = vi.fn(async (_page: PlacedRoute) => ({ default: () => null }));
    createRoutePrefetcher(createPortalRoutes(nj, { loadPage }))('/dataResource');
    // One macrotask: a prefetch would have called the loader synchronously or in a microtask by now
    // (a "nothing happens" check; no time passes).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadPage).not.toHaveBeenCalled();
  });
});
