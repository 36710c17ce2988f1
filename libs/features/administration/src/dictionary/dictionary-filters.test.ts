import { describe, expect, it } from 'vitest';
import { dictionaryFiltersFromParams, dictionaryListQuery, hasDictionaryFilters, withDictionaryFilter } from './dictionary-filters';

describe('issue 18 search dictionary filters in the URL', () => {
  it('reads kind, keyword and page', () => {
    expect(dictionaryFiltersFromParams(new URLSearchParams('kind=department&keyword=%20%E5%85%AC%E7%A7%AF%E9%87%91%20&page=3'))).toEqual({
      page: 3,
      pageSize: 20,
      kind: 'department',
      keyword: '公积金',
    });
    expect(dictionaryFiltersFromParams(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 20 });
  });

  it('drops what the contract would refuse', () => {
    expect(dictionaryFiltersFromParams(new URLSearchParams('kind=slang&keyword=%20%20&page=-1'))).toEqual({ page: 1, pageSize: 20 });
    expect(dictionaryFiltersFromParams(new URLSearchParams('page=2.5'))).toEqual({ page: 1, pageSize: 20 });
    expect(dictionaryFiltersFromParams(new URLSearchParams('page=10001'))).toEqual({ page: 1, pageSize: 20 });
    expect(dictionaryFiltersFromParams(new URLSearchParams('page=0x10'))).toEqual({ page: 1, pageSize: 20 });
    expect(dictionaryFiltersFromParams(new URLSearchParams(`keyword=${'字'.repeat(80)}`)).keyword).toHaveLength(50);
  });

  it('a filter change goes back to page 1; a page change keeps the filters', () => {
    const params = new URLSearchParams('kind=format&page=4');
    expect(withDictionaryFilter(params, 'keyword', 'csv').toString()).toBe('kind=format&keyword=csv');
    expect(withDictionaryFilter(params, 'kind', undefined).toString()).toBe('');
    expect(withDictionaryFilter(params, 'kind', 'english').toString()).toBe('kind=english');
    expect(withDictionaryFilter(params, 'page', '5').toString()).toBe('kind=format&page=5');
  });

  it('sends the filters as the contract’s query strings and says whether any narrows the list', () => {
    const filters = dictionaryFiltersFromParams(new URLSearchParams('kind=synonym&page=2'));
    expect(dictionaryListQuery(filters)).toEqual({ page: '2', pageSize: '20', kind: 'synonym' });
    expect(hasDictionaryFilters(filters)).toBe(true);
    expect(hasDictionaryFilters(dictionaryFiltersFromParams(new URLSearchParams('page=2')))).toBe(false);
  });
});
