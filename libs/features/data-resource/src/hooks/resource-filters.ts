import { resourceListQuerySchema, type ResourceListQuery } from '@portal/api-contract';
import { createListParams, type SortChoice } from '@portal/ui-kit';

/** What the list shows: the list query of the contract, read from the URL. */
export type ResourceFilters = Omit<ResourceListQuery, 'keyword'> & { keyword: string };
export type FacetKey = 'domain' | 'department' | 'openType' | 'format' | 'frequency';
export type ResourceSort = SortChoice<ResourceFilters>;

export const FACET_KEYS: readonly FacetKey[] = ['domain', 'department', 'openType', 'format', 'frequency'];
export const PAGE_SIZES = [10, 20, 50] as const;

/** Filters ⇄ URL, checked by the contract's own schema, so the URL and the server agree on values and defaults. */
export const RESOURCE_PARAMS = createListParams<ResourceFilters, FacetKey>({
  defaults: { ...resourceListQuerySchema.parse({}), keyword: '' },
  fields: resourceListQuerySchema.shape,
  facetKeys: FACET_KEYS,
  pageSizes: PAGE_SIZES,
});

export const DEFAULT_FILTERS: ResourceFilters = RESOURCE_PARAMS.defaults;
export const filtersFromParams = RESOURCE_PARAMS.fromParams;
export const paramsFromFilters = RESOURCE_PARAMS.toParams;
export const hasActiveFilters = RESOURCE_PARAMS.hasActiveFilters;

/** Resource ids share the contract's id format (the list's domain/department filters use it too). */
export const isResourceId = (id: string | undefined): id is string => Boolean(id) && resourceListQuerySchema.shape.domain.safeParse(id).success;
