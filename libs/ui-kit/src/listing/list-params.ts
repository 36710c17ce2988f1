/**
 * Filters, page and sort of a list page live in the URL (issue 5: links share a
 * view, back/forward restore it). This turns a list's query schema (the
 * contract's, read through `safeParse`) into URL readers and writers.
 */

/** What every list query has; facets are optional strings next to these. */
export interface ListFilters {
  keyword: string;
  page: number;
  pageSize: number;
  /** Absent when the list's order is its default (which may depend on the keyword: `ListParamsSpec.sortOf`). */
  sort?: string;
  order: 'asc' | 'desc';
}

/** The page sizes a list offers unless it says otherwise (every paged list of the contract takes up to 100). */
export const LIST_PAGE_SIZES: readonly number[] = [10, 20, 50];

/** The part of a zod object schema this needs: one parser per query key. */
export type FieldParsers = Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;

export interface ListParamsSpec<F extends ListFilters, K extends keyof F & string> {
  /** The list's defaults (parse them from the contract, so the URL and the server agree). */
  defaults: F;
  /** The contract's query schema fields (`schema.shape`). */
  fields: FieldParsers;
  /** Facet keys, in the order they appear in the URL. */
  facetKeys: readonly K[];
  /** The page sizes offered (LIST_PAGE_SIZES unless given); any other size in a URL falls back to the default. */
  pageSizes?: readonly number[];
  /**
   * The sort a list is in for these filters, when that depends on more than its `sort` (issue 16: relevance
   * with a keyword, else the newest update — the contract's `listSort`). Without it, `sort` or the default's.
   */
  sortOf?: (filters: F) => F['sort'];
}

export interface ListParams<F extends ListFilters, K extends keyof F & string> {
  defaults: F;
  facetKeys: readonly K[];
  pageSizes: readonly number[];
  /** The sort the list is in for these filters (what the sort menu shows). */
  sortOf(filters: F): F['sort'];
  /** Reads filters from search params; a refused value (a hand-edited or stale link) falls back to its default. */
  fromParams(params: URLSearchParams): F;
  /** Writes filters in a stable order, leaving out defaults and empty values. */
  toParams(filters: F): URLSearchParams;
  /** Whether a keyword or facet narrows the list (sort and paging do not). */
  hasActiveFilters(filters: F): boolean;
}

export function createListParams<F extends ListFilters, K extends keyof F & string>(spec: ListParamsSpec<F, K>): ListParams<F, K> {
  const { defaults, fields, facetKeys, pageSizes = LIST_PAGE_SIZES } = spec;
  const sortOf = (filters: F): F['sort'] => (spec.sortOf ? spec.sortOf(filters) : (filters.sort ?? defaults.sort));
  // One view, one URL: a sort the list would be in anyway (its default for this keyword) is no sort, so
  // it stays out of the URL and the request, and goes when the keyword that made it apply goes (issue 16).
  const canonical = (filters: F): F => (sortOf(filters) === sortOf({ ...filters, sort: defaults.sort }) ? { ...filters, sort: defaults.sort } : filters);
  const read = (params: URLSearchParams, key: string): unknown => {
    const raw = params.get(key);
    if (raw === null || raw === '') return undefined;
    const parsed = fields[key]?.safeParse(raw);
    return parsed?.success ? parsed.data : undefined;
  };

  return {
    defaults,
    facetKeys,
    pageSizes,
    sortOf,
    fromParams(params) {
      const filters = { ...defaults } as Record<string, unknown>;
      for (const key of ['keyword', 'page', 'sort', 'order', ...facetKeys]) {
        const value = read(params, key);
        if (value !== undefined && value !== '') filters[key] = value;
      }
      const pageSize = read(params, 'pageSize');
      filters['pageSize'] = typeof pageSize === 'number' && pageSizes.includes(pageSize) ? pageSize : defaults.pageSize;
      return canonical(filters as F);
    },
    toParams(given) {
      const filters = canonical(given);
      const params = new URLSearchParams();
      if (filters.keyword) params.set('keyword', filters.keyword);
      for (const key of facetKeys) {
        const value = filters[key];
        if (typeof value === 'string' && value) params.set(key, value);
      }
      if (filters.sort !== undefined && filters.sort !== defaults.sort) params.set('sort', filters.sort);
      if (filters.order !== defaults.order) params.set('order', filters.order);
      if (filters.page !== defaults.page) params.set('page', String(filters.page));
      if (filters.pageSize !== defaults.pageSize) params.set('pageSize', String(filters.pageSize));
      return params;
    },
    hasActiveFilters(filters) {
      return Boolean(filters.keyword) || facetKeys.some((key) => Boolean(filters[key]));
    },
  };
}
