import { describe, expect, it } from 'vitest';
import type { FacetBucket } from '@portal/api-contract';
import { ClientGone } from './errors';
import { facetedList, fixedBuckets, pageWindow, yearBuckets, type ListSummary } from './faceted-list';

describe('facetedList (issue 14: the one shape of a faceted list)', () => {
  it('asks for the page window of the paging and returns items, total, paging and every facet', async () => {
    const windows: { limit: number; offset: number }[] = [];
    const list = await facetedList({
      paging: { page: 3, pageSize: 20 },
      items: async (window) => {
        windows.push(window);
        return ['a', 'b'];
      },
      total: async () => 42,
      facets: {
        level: async () => [{ value: 'province', label: '省级', count: 2 }],
        year: async () => [],
      },
    });
    expect(windows).toEqual([{ limit: 20, offset: 40 }]);
    expect(list).toEqual({
      items: ['a', 'b'],
      total: 42,
      page: 3,
      pageSize: 20,
      facets: { level: [{ value: 'province', label: '省级', count: 2 }], year: [] },
    });
  });

  it('fails when any part fails (no half answer)', async () => {
    await expect(
      facetedList({
        paging: { page: 1, pageSize: 10 },
        items: async () => [],
        total: async () => 0,
        facets: { x: async () => Promise.reject(new Error('db down')) },
      }),
    ).rejects.toThrow('db down');
  });
});

describe('facetedList with the request signal (issue 16: work stops when the client has gone)', () => {
  /** A list whose page waits for the test, recording which steps ran. */
  function heldList(signal: AbortSignal, options: { cached?: boolean } = {}) {
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const reading = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const list = facetedList({
      paging: { page: 1, pageSize: 10 },
      signal,
      items: async () => {
        ran.push('page');
        entered();
        await held;
        return ['a'];
      },
      total: async () => {
        ran.push('total');
        return 1;
      },
      facets: {
        level: async (): Promise<FacetBucket[]> => {
          ran.push('level');
          return [];
        },
      },
      ...(options.cached ? { summaryCache: (compute: () => Promise<ListSummary<'level'>>) => compute() } : {}),
    });
    return { list, ran, release, reading };
  }

  it('reads the page first and counts only while the client is there', async () => {
    const { list, ran, release, reading } = heldList(new AbortController().signal);
    await reading;
    expect(ran).toEqual(['page']);
    release();
    expect(await list).toMatchObject({ items: ['a'], total: 1, facets: { level: [] } });
    expect(ran).toEqual(['page', 'total', 'level']);
  });

  it('a client gone while the page was read: no count runs, and the list fails with ClientGone', async () => {
    const client = new AbortController();
    const { list, ran, release, reading } = heldList(client.signal);
    await reading;
    const gone = new ClientGone();
    client.abort(gone);
    release();
    await expect(list).rejects.toBe(gone);
    expect(ran).toEqual(['page']);
  });

  it('a client gone before the list starts: nothing runs', async () => {
    const client = new AbortController();
    client.abort(new ClientGone());
    const { list, ran, release } = heldList(client.signal);
    release();
    await expect(list).rejects.toBeInstanceOf(ClientGone);
    expect(ran).toEqual([]);
  });

  it('counts a cache shares are asked with the page at once, and the answer is dropped if the client left meanwhile', async () => {
    const client = new AbortController();
    const { list, ran, release, reading } = heldList(client.signal, { cached: true });
    await reading;
    expect(ran).toEqual(['page', 'total', 'level']);
    client.abort(new ClientGone());
    release();
    await expect(list).rejects.toBeInstanceOf(ClientGone);
  });
});

describe('facet buckets', () => {
  it('keeps every fixed value in order, with its label and zero counts', () => {
    const counts = new Map([['b', 3]]);
    expect(fixedBuckets(['a', 'b'] as const, { a: '甲', b: '乙' }, counts)).toEqual([
      { value: 'a', label: '甲', count: 0 },
      { value: 'b', label: '乙', count: 3 },
    ]);
  });

  it('lists years newest first over the range, empty years counted 0, none without a range', () => {
    expect(yearBuckets({ min: 2023, max: 2025 }, new Map([[2024, 5]]))).toEqual([
      { value: '2025', label: '2025年', count: 0 },
      { value: '2024', label: '2024年', count: 5 },
      { value: '2023', label: '2023年', count: 0 },
    ]);
    expect(yearBuckets(undefined, new Map())).toEqual([]);
  });

  it('works out limit and offset from a 1-based page', () => {
    expect(pageWindow({ page: 1, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ page: 4, pageSize: 25 })).toEqual({ limit: 25, offset: 75 });
  });
});
