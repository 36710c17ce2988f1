import { callListQuerySchema, type CallStatus } from '@portal/api-contract';
import { createListParams } from '@portal/ui-kit';

/**
 * What the list shows, read from the URL (`id` is not a filter: it opens a call
 * over the list). The server orders calls itself (open ones by deadline first),
 * so `sort`/`order` stay at a fixed default the URL never carries.
 */
export interface CallFilters {
  keyword: string;
  page: number;
  pageSize: number;
  status?: CallStatus;
  sort: 'deadline';
  order: 'asc';
}
export type CallFacetKey = 'status';

export const CALL_FACET_KEYS: readonly CallFacetKey[] = ['status'];

const { page, pageSize } = callListQuerySchema.parse({});

/** Filters ⇄ URL, checked by the contract's own schema, so the URL and the server agree on values. */
export const CALL_PARAMS = createListParams<CallFilters, CallFacetKey>({
  defaults: { keyword: '', page, pageSize, sort: 'deadline', order: 'asc' },
  fields: callListQuerySchema.shape,
  facetKeys: CALL_FACET_KEYS,
});
