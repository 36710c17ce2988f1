import { describe, expect, it } from 'vitest';
import { facetedListStrings, namedBuckets, type ListPageKey } from './list-strings';

// Issue 19: a list page's frame and its fixed facet values in the interface language.
describe('list strings', () => {
  it('names the buckets the contract fixes and leaves the server-named ones as they came', () => {
    const buckets = [
      { value: 'open', label: '征集中', count: 3 },
      { value: 'dept_1', label: '省交通运输厅', count: 2 },
    ];
    expect(namedBuckets(buckets, ['open', 'closed'] as const, (value) => `Status ${value}`)).toEqual([
      { value: 'open', label: 'Status open', count: 3 },
      { value: 'dept_1', label: '省交通运输厅', count: 2 },
    ]);
  });

  it('builds the frame strings from the feature’s catalogue, the count with its total', () => {
    const t = (key: ListPageKey, values?: Record<string, string | number>) => `${key}${values ? `:${values['total']}` : ''}`;
    const strings = facetedListStrings(t, { title: 'News', home: 'Home' });
    expect(strings).toMatchObject({ title: 'News', home: 'Home', facets: 'listPage.facets', searchLabel: 'listPage.searchLabel' });
    expect(strings.total('1,024')).toBe('listPage.total:1,024');
  });
});
