import { describe, expect, it } from 'vitest';
import { POLICY_PARAMS } from './policy-filters';

describe('policy filters ⇄ URL (issue 5 §2 /policy)', () => {
  it('issue 5 §2 defaults are left out of the URL', () => {
    expect(POLICY_PARAMS.toParams(POLICY_PARAMS.defaults).toString()).toBe('');
    expect(POLICY_PARAMS.fromParams(new URLSearchParams())).toEqual(POLICY_PARAMS.defaults);
  });

  it('issue 5 §2 round-trips keyword, level, year and paging; the detail id is not a filter', () => {
    const filters = POLICY_PARAMS.fromParams(new URLSearchParams('keyword=%E6%95%B0%E6%8D%AE&level=provincial&year=2024&page=2&pageSize=50&id=pol_0001'));
    expect(filters).toEqual({ ...POLICY_PARAMS.defaults, keyword: '数据', level: 'provincial', year: '2024', page: 2, pageSize: 50 });
    expect(POLICY_PARAMS.toParams(filters).toString()).toBe('keyword=%E6%95%B0%E6%8D%AE&level=provincial&year=2024&page=2&pageSize=50');
    expect(POLICY_PARAMS.hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 values the contract refuses fall back to defaults', () => {
    const filters = POLICY_PARAMS.fromParams(new URLSearchParams('level=county&year=20255&page=abc'));
    expect(filters).toEqual(POLICY_PARAMS.defaults);
    expect(POLICY_PARAMS.hasActiveFilters(filters)).toBe(false);
  });
});
