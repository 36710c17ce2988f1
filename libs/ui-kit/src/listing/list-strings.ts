import type { FacetedListStrings } from './faceted-list-page';
import type { FacetBucket } from './facet-panel';

// A module of its own: features' catalogue modules import it, and detail pages import those, so it
// must not bring the list page's code along (issue 13 bytes).

/** The keys of a feature's catalogue that name its list page's parts (`listPage.*`). */
export type ListPageKey =
  `listPage.${'facets' | 'all' | 'clear' | 'searchLabel' | 'searchPlaceholder' | 'searchButton' | 'pagination' | 'failed' | 'retry' | 'total'}`;

/** A list page's frame strings from its feature's catalogue (issue 19: in the active language). */
export function facetedListStrings(
  t: (key: ListPageKey, values?: Record<string, string | number>) => string,
  frame: { title: string; home: string },
): FacetedListStrings {
  return {
    ...frame,
    facets: t('listPage.facets'),
    all: t('listPage.all'),
    clear: t('listPage.clear'),
    searchLabel: t('listPage.searchLabel'),
    searchPlaceholder: t('listPage.searchPlaceholder'),
    searchButton: t('listPage.searchButton'),
    pagination: t('listPage.pagination'),
    failed: t('listPage.failed'),
    retry: t('listPage.retry'),
    total: (total) => t('listPage.total', { total }),
  };
}

/** Buckets whose values the contract fixes, named in the interface language; any other keeps the server's name. */
export function namedBuckets<V extends string>(buckets: readonly FacetBucket[], values: readonly V[], name: (value: V) => string): FacetBucket[] {
  return buckets.map((bucket) => ((values as readonly string[]).includes(bucket.value) ? { ...bucket, label: name(bucket.value as V) } : bucket));
}
