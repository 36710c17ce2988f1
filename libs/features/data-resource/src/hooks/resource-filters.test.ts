import { describe, expect, it } from 'vitest';
import { RESOURCE_PARAMS } from './resource-filters';

describe('resource filters ⇄ URL (issue 5 §2)', () => {
  it('issue 5 §2 defaults are left out of the URL', () => {
    expect(RESOURCE_PARAMS.toParams(RESOURCE_PARAMS.defaults).toString()).toBe('');
    expect(RESOURCE_PARAMS.fromParams(new URLSearchParams())).toEqual(RESOURCE_PARAMS.defaults);
  });

  it('issue 5 §2 round-trips every filter in a stable order', () => {
    const search =
      'keyword=%E4%BA%A4%E9%80%9A&domain=traffic&department=jtt&openType=closed&format=API&frequency=yearly&sort=name&order=asc&page=7&pageSize=50';
    const filters = RESOURCE_PARAMS.fromParams(new URLSearchParams(search));
    expect(filters).toEqual({
      keyword: '交通',
      domain: 'traffic',
      department: 'jtt',
      openType: 'closed',
      format: 'API',
      frequency: 'yearly',
      sort: 'name',
      order: 'asc',
      page: 7,
      pageSize: 50,
    });
    expect(RESOURCE_PARAMS.toParams(filters).toString()).toBe(search);
    expect(RESOURCE_PARAMS.hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 refused values fall back to defaults', () => {
    const filters = RESOURCE_PARAMS.fromParams(new URLSearchParams('page=0&pageSize=10000&sort=x&order=up&openType=open&domain=A;B&keyword='));
    expect(filters).toEqual(RESOURCE_PARAMS.defaults);
    expect(RESOURCE_PARAMS.hasActiveFilters(filters)).toBe(false);
  });

  it('issue 16 a keyword without a sort is by relevance; a sort the list is in anyway stays out of the URL', () => {
    const withKeyword = RESOURCE_PARAMS.fromParams(new URLSearchParams('keyword=%E4%BA%A4%E9%80%9A'));
    expect(withKeyword.sort).toBeUndefined();
    expect(RESOURCE_PARAMS.sortOf(withKeyword)).toBe('relevance');
    expect(RESOURCE_PARAMS.sortOf(RESOURCE_PARAMS.defaults)).toBe('updated');

    // Relevance is the keyword's default, and means the newest update without one: never in the URL.
    expect(RESOURCE_PARAMS.toParams({ ...withKeyword, sort: 'relevance' }).toString()).toBe('keyword=%E4%BA%A4%E9%80%9A');
    expect(RESOURCE_PARAMS.toParams({ ...RESOURCE_PARAMS.defaults, sort: 'relevance' }).toString()).toBe('');
    expect(RESOURCE_PARAMS.fromParams(new URLSearchParams('keyword=%E4%BA%A4%E9%80%9A&sort=relevance'))).toEqual(withKeyword);
    // The newest update is the default only without a keyword.
    expect(RESOURCE_PARAMS.toParams({ ...RESOURCE_PARAMS.defaults, sort: 'updated' }).toString()).toBe('');
    expect(RESOURCE_PARAMS.toParams({ ...withKeyword, sort: 'updated' }).toString()).toBe('keyword=%E4%BA%A4%E9%80%9A&sort=updated');
    expect(RESOURCE_PARAMS.sortOf({ ...withKeyword, sort: 'updated' })).toBe('updated');
  });
});
