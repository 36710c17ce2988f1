import { describe, expect, it } from 'vitest';
import { facetedList, fixedBuckets, pageWindow, yearBuckets } from './faceted-list';

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
