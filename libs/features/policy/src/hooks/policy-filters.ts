import { policyListQuerySchema, type PolicyLevel } from '@portal/api-contract';
import { createListParams, textField } from '@portal/ui-kit';

/**
 * What the list shows, read from the URL (`id` is not a filter: it opens a
 * policy over the list). The server lists policies newest first and takes no
 * sort, so `sort`/`order` stay at a fixed default the URL never carries.
 */
export interface PolicyFilters {
  keyword: string;
  page: number;
  pageSize: number;
  level?: PolicyLevel;
  /** A year as in the URL (`2025`); the contract checks it. */
  year?: string;
  sort: 'issued';
  order: 'desc';
}
export type PolicyFacetKey = 'level' | 'year';

export const POLICY_FACET_KEYS: readonly PolicyFacetKey[] = ['level', 'year'];

const { page, pageSize } = policyListQuerySchema.parse({});

/** Filters ⇄ URL, checked by the contract's own schema, so the URL and the server agree on values. */
export const POLICY_PARAMS = createListParams<PolicyFilters, PolicyFacetKey>({
  defaults: { keyword: '', page, pageSize, sort: 'issued', order: 'desc' },
  fields: { ...policyListQuerySchema.shape, year: textField(policyListQuerySchema.shape.year) },
  facetKeys: POLICY_FACET_KEYS,
});
