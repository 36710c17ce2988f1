import { describe, expect, it } from 'vitest';
import { NEWS_PARAMS } from './news-filters';

describe('news filters ⇄ URL (issue 5 §2 /dynamics)', () => {
  it('issue 5 §2 defaults are left out of the URL', () => {
    expect(NEWS_PARAMS.toParams(NEWS_PARAMS.defaults).toString()).toBe('');
    expect(NEWS_PARAMS.fromParams(new URLSearchParams())).toEqual(NEWS_PARAMS.defaults);
  });

  it('issue 5 §2 round-trips keyword, category, year and paging in a stable order', () => {
    const search = 'keyword=%E6%95%B0%E6%8D%AE&category=announcement&year=2025&page=3&pageSize=20';
    const filters = NEWS_PARAMS.fromParams(new URLSearchParams(search));
    expect(filters).toEqual({ ...NEWS_PARAMS.defaults, keyword: '数据', category: 'announcement', year: '2025', page: 3, pageSize: 20 });
    expect(NEWS_PARAMS.toParams(filters).toString()).toBe(search);
    expect(NEWS_PARAMS.hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 values the contract refuses fall back to defaults', () => {
    const filters = NEWS_PARAMS.fromParams(new URLSearchParams('category=gossip&year=1888&page=0&pageSize=30&sort=title'));
    expect(filters).toEqual(NEWS_PARAMS.defaults);
    expect(NEWS_PARAMS.hasActiveFilters(filters)).toBe(false);
  });
});
