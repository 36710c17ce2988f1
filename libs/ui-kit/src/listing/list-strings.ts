import type { FacetedListStrings } from './faceted-list-page';

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
