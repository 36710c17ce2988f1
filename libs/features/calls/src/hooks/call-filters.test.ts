import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, hasActiveFilters, paramsFromFilters } from './call-filters';

describe('call filters ⇄ URL (issue 5 §2 /applylist)', () => {
  it('issue 5 §2 defaults are left out of the URL', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('issue 5 §2 round-trips keyword, status and paging; the detail id is not a filter', () => {
    const filters = filtersFromParams(new URLSearchParams('keyword=%E4%BA%A4%E9%80%9A&status=open&page=2&pageSize=20&id=call_0001'));
    expect(filters).toEqual({ ...DEFAULT_FILTERS, keyword: '交通', status: 'open', page: 2, pageSize: 20 });
    expect(paramsFromFilters(filters).toString()).toBe('keyword=%E4%BA%A4%E9%80%9A&status=open&page=2&pageSize=20');
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 values the contract refuses fall back to defaults', () => {
    expect(filtersFromParams(new URLSearchParams('status=pending&page=0'))).toEqual(DEFAULT_FILTERS);
  });
});
