import { listSort, resourceListQuerySchema, type ResourceListQuery } from '@portal/api-contract';
import { createListParams, type SortChoice } from '@portal/ui-kit';

/** What the list shows: the list query of the contract, read from the URL. */
export type ResourceFilters = Omit<ResourceListQuery, 'keyword'> & { keyword: string };
export type FacetKey = 'domain' | 'department' | 'openType' | 'format' | 'frequency';
export type ResourceSort = SortChoice<ResourceFilters>;

export const FACET_KEYS: readonly FacetKey[] = ['domain', 'department', 'openType', 'format', 'frequency'];

/** Filters ⇄ URL, checked by the contract's own schema, so the URL and the server agree on values and defaults. */
export const RESOURCE_PARAMS = createListParams<ResourceFilters, FacetKey>({
  defaults: { ...resourceListQuerySchema.parse({}), keyword: '' },
  fields: resourceListQuerySchema.shape,
  // Issue 16: the server's own rule — relevance while there is a keyword, else the newest update — so the
  // sort menu shows 相关度 for a keyword and the URL carries a sort only when the visitor chose another.
  sortOf: ({ sort, keyword }) => listSort(sort, keyword),
  facetKeys: FACET_KEYS,
});
