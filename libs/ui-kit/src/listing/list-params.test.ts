import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZES, createListParams, type FieldParsers, type ListFilters } from './list-params';

type Filters = ListFilters & { domain?: string; type?: string };

/** A stand-in for the contract's schema fields: each accepts what it recognises. */
const accept = (test: (raw: string) => unknown): FieldParsers[string] => ({
  safeParse: (value) => {
    const data = test(String(value));
    return data === undefined ? { success: false } : { success: true, data };
  },
});
const fields: FieldParsers = {
  keyword: accept((raw) => raw.trim()),
  page: accept((raw) => (/^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined)),
  pageSize: accept((raw) => (/^\d+$/.test(raw) ? Number(raw) : undefined)),
  sort: accept((raw) => (['updated', 'name'].includes(raw) ? raw : undefined)),
  order: accept((raw) => (['asc', 'desc'].includes(raw) ? raw : undefined)),
  domain: accept((raw) => (/^[a-z]+$/.test(raw) ? raw : undefined)),
  type: accept((raw) => (['api', 'dataset'].includes(raw) ? raw : undefined)),
};
const PARAMS = createListParams<Filters, 'domain' | 'type'>({
  defaults: { keyword: '', page: 1, pageSize: 10, sort: 'updated', order: 'desc' },
  fields,
  facetKeys: ['domain', 'type'],
  pageSizes: [10, 20, 50],
});

describe('list filters ⇄ URL (issue 5 §2: filters, page and sort live in the URL)', () => {
  it('issue 5 §2 leaves defaults out of the URL', () => {
    expect(PARAMS.toParams(PARAMS.defaults).toString()).toBe('');
    expect(PARAMS.fromParams(new URLSearchParams())).toEqual(PARAMS.defaults);
  });

  it('issue 5 §2 round-trips keyword, facets, sort and paging in a stable order', () => {
    const search = 'keyword=%E4%BA%A4%E9%80%9A&domain=traffic&type=api&sort=name&order=asc&page=3&pageSize=20';
    const filters = PARAMS.fromParams(new URLSearchParams(search));
    expect(filters).toEqual({ keyword: '交通', domain: 'traffic', type: 'api', sort: 'name', order: 'asc', page: 3, pageSize: 20 });
    expect(PARAMS.toParams(filters).toString()).toBe(search);
    expect(PARAMS.hasActiveFilters(filters)).toBe(true);
  });

  it('issue 5 §2 values the schema refuses, and page sizes not offered, fall back to defaults', () => {
    const filters = PARAMS.fromParams(new URLSearchParams('page=0&pageSize=30&sort=x&order=up&type=film&domain=A;B&keyword=%20'));
    expect(filters).toEqual(PARAMS.defaults);
    expect(PARAMS.hasActiveFilters(filters)).toBe(false);
  });

  it('issue 14 a list that names no page sizes offers 10, 20 and 50', () => {
    const params = createListParams<Filters, 'domain' | 'type'>({ defaults: PARAMS.defaults, fields, facetKeys: ['domain', 'type'] });
    expect(params.pageSizes).toEqual(LIST_PAGE_SIZES);
    expect(LIST_PAGE_SIZES).toEqual([10, 20, 50]);
    expect(params.fromParams(new URLSearchParams('pageSize=50')).pageSize).toBe(50);
    expect(params.fromParams(new URLSearchParams('pageSize=100')).pageSize).toBe(10);
  });

  it('issue 16 a sort that depends on the keyword: the one the list is in anyway stays out of the URL', () => {
    const params = createListParams<Filters, 'domain' | 'type'>({
      defaults: { keyword: '', page: 1, pageSize: 10, order: 'desc' },
      fields: { ...fields, sort: accept((raw) => (['relevance', 'updated', 'name'].includes(raw) ? raw : undefined)) },
      facetKeys: ['domain', 'type'],
      sortOf: ({ sort, keyword }) => (sort && sort !== 'relevance' ? sort : keyword ? 'relevance' : 'updated'),
    });
    const read = (search: string) => params.fromParams(new URLSearchParams(search));
    const write = (search: string, change: Partial<Filters> = {}) => params.toParams({ ...read(search), ...change }).toString();

    expect(params.sortOf(read(''))).toBe('updated');
    expect(params.sortOf(read('keyword=a'))).toBe('relevance');
    expect(read('sort=updated').sort).toBeUndefined();
    expect(read('keyword=a&sort=relevance').sort).toBeUndefined();
    expect(read('keyword=a&sort=updated').sort).toBe('updated');
    expect(write('keyword=a', { sort: 'relevance' })).toBe('keyword=a');
    expect(write('keyword=a&sort=updated')).toBe('keyword=a&sort=updated');
    expect(write('keyword=a&sort=name&order=asc', { keyword: '' })).toBe('sort=name&order=asc');
    // Relevance without a keyword is the default order: dropping the keyword drops it.
    expect(write('keyword=a&sort=relevance', { keyword: '' })).toBe('');
  });
});
