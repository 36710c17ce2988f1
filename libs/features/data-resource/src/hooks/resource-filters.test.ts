import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, hasActiveFilters, paramsFromFilters } from './resource-filters';

describe('resource filters ⇄ URL (issue 5 §2)', () => {
  it('issue 5 §2 defaults are left out of the URL', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('issue 5 §2 round-trips every filter in a stable order', () => {
    const search = 'keyword=%E4%BA%A4%E9%80%9A&domain=traffic&department=jtt&openType=closed&format=API&frequency=yearly&sort=name&order=asc&page=7&pageSize=50';
    const filters = filtersFromParams(new URLSearchParams(search));
    expect(filters).toEqual({ keyword: '交通', domain: 'traffic', department: 'jtt', openType: 'closed', format: 'API', frequency: 'yearly', sort: 'name', order: 'asc', page: 7, pageSize: 50 });
    expect(paramsFromFilters(filters).toString()).toBe(search);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 refused values fall back to defaults', () => {
    const filters = filtersFromParams(new URLSearchParams('page=0&pageSize=10000&sort=x&order=up&openType=open&domain=A;B&keyword='));
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(hasActiveFilters(filters)).toBe(false);
  });
});
