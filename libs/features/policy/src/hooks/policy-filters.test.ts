import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, hasActiveFilters, paramsFromFilters } from './policy-filters';

describe('policy filters ⇄ URL (issue 5 §2 /policy)', () => {
  it('issue 5 §2 defaults are left out of the URL', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('issue 5 §2 round-trips keyword, level, year and paging; the detail id is not a filter', () => {
    const filters = filtersFromParams(new URLSearchParams('keyword=%E6%95%B0%E6%8D%AE&level=provincial&year=2024&page=2&pageSize=50&id=pol_0001'));
    expect(filters).toEqual({ ...DEFAULT_FILTERS, keyword: '数据', level: 'provincial', year: '2024', page: 2, pageSize: 50 });
    expect(paramsFromFilters(filters).toString()).toBe('keyword=%E6%95%B0%E6%8D%AE&level=provincial&year=2024&page=2&pageSize=50');
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 values the contract refuses fall back to defaults', () => {
    const filters = filtersFromParams(new URLSearchParams('level=county&year=20255&page=abc'));
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(hasActiveFilters(filters)).toBe(false);
  });
});
