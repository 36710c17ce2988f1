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
});
