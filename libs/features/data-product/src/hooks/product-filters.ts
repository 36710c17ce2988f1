import { listSort, productListQuerySchema, type ProductListQuery } from '@portal/api-contract';
import { createListParams, type SortChoice } from '@portal/ui-kit';

/** What the list shows: the list query of the contract, read from the URL. */
export type ProductFilters = Omit<ProductListQuery, 'keyword'> & { keyword: string };
export type ProductFacetKey = 'domain' | 'type' | 'operator';
export type ProductSort = SortChoice<ProductFilters>;

export const PRODUCT_FACET_KEYS: readonly ProductFacetKey[] = ['domain', 'type', 'operator'];

/** Filters ⇄ URL, checked by the contract's own schema, so the URL and the server agree on values and defaults. */
export const PRODUCT_PARAMS = createListParams<ProductFilters, ProductFacetKey>({
  defaults: { ...productListQuerySchema.parse({}), keyword: '' },
  fields: productListQuerySchema.shape,
  // Issue 16: the server's own rule — relevance while there is a keyword, else the newest update — so the
  // sort menu shows 相关度 for a keyword and the URL carries a sort only when the visitor chose another.
  sortOf: ({ sort, keyword }) => listSort(sort, keyword),
  facetKeys: PRODUCT_FACET_KEYS,
});
