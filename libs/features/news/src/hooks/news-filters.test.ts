import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, hasActiveFilters, paramsFromFilters } from './news-filters';

describe('news filters ⇄ URL (issue 5 §2 /dynamics)', () => {
  it('issue 5 §2 defaults are left out of the URL', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('issue 5 §2 round-trips keyword, category, year and paging in a stable order', () => {
    const search = 'keyword=%E6%95%B0%E6%8D%AE&category=announcement&year=2025&page=3&pageSize=20';
    const filters = filtersFromParams(new URLSearchParams(search));
    expect(filters).toEqual({ ...DEFAULT_FILTERS, keyword: '数据', category: 'announcement', year: '2025', page: 3, pageSize: 20 });
    expect(paramsFromFilters(filters).toString()).toBe(search);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 values the contract refuses fall back to defaults', () => {
    const filters = filtersFromParams(new URLSearchParams('category=gossip&year=1888&page=0&pageSize=30&sort=title'));
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(hasActiveFilters(filters)).toBe(false);
  });
});
