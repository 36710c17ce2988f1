import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queriesAsOf } from './server-state';

describe('issue 15: the data a server-rendered page came with', () => {
  const renderedAt = Date.UTC(2026, 10, 27, 2, 0, 0);
  const served = () => {
    const server = new QueryClient();
    server.setQueryData(['resources', 'list', 1], { total: 3 }, { updatedAt: renderedAt });
    // A query the render asked for that had no answer yet carries no data time.
    void server.prefetchQuery({ queryKey: ['preview'], queryFn: () => new Promise<never>(() => undefined) });
    return dehydrate(server, { shouldDehydrateQuery: () => true });
  };

  it('is as fresh as the page the browser got, though the render was reused a while: not asked for again on the way in', () => {
    const arrivedAt = renderedAt + 45_000;
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(browser, queriesAsOf(served(), arrivedAt));
    const list = browser.getQueryCache().find({ queryKey: ['resources', 'list', 1] })!;
    expect(list.state.data).toEqual({ total: 3 });
    expect(list.state.dataUpdatedAt).toBe(arrivedAt);
    expect(browser.getQueryCache().find({ queryKey: ['preview'] })?.state.dataUpdatedAt ?? 0).toBe(0);

    // Without it, the same page's list is stale the moment it arrives.
    const asRendered = new QueryClient();
    hydrate(asRendered, served());
    expect(asRendered.getQueryCache().find({ queryKey: ['resources', 'list', 1] })!.state.dataUpdatedAt).toBe(renderedAt);
    expect(arrivedAt - renderedAt).toBeGreaterThan(30_000);
  });
});
