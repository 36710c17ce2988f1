import { describe, expect, it, vi } from 'vitest';
import { createRoutePrefetcher } from './prefetcher';
import { createPortalRoutes } from './routes';
import type { PageSpec } from './route-table';
import { siteFixture } from '@portal/site-config';

const portal = siteFixture('portal');
const nj = siteFixture('nj');

describe('spec §9 link prefetch: the shell prefetches route chunks', () => {
  it('loads the chunks of the routes an href matches, once', async () => {
    const loadPage = vi.fn(async (_page: PageSpec) => ({ default: () => null }));
    const prefetch = createRoutePrefetcher(createPortalRoutes(portal, { loadPage }));
    prefetch('/dataResource/detail/R-1?tab=fields#top');
    prefetch('/dataResource/detail/R-1');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
    expect(loadPage.mock.calls[0]?.[0]).toMatchObject({ label: '资源详情' });
  });

  it('loads nothing for a page the site does not enable', async () => {
    const loadPage = vi.fn(async (_page: PageSpec) => ({ default: () => null }));
    createRoutePrefetcher(createPortalRoutes(nj, { loadPage }))('/dataResource');
    // One macrotask: a prefetch would have called the loader synchronously or in a microtask by now
    // (a "nothing happens" check; no time passes).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadPage).not.toHaveBeenCalled();
  });
});
