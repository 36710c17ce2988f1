import type { z } from 'zod';
import { resourceListQuerySchema, type ResourceListQuery } from '@portal/api-contract';

/** What the list shows: the list query of the contract, read from the URL. */
export type ResourceFilters = Omit<ResourceListQuery, 'keyword'> & { keyword: string };
export type FacetKey = 'domain' | 'department' | 'openType' | 'format' | 'frequency';
export type ResourceSort = `${ResourceFilters['sort']}:${ResourceFilters['order']}`;

export const FACET_KEYS: readonly FacetKey[] = ['domain', 'department', 'openType', 'format', 'frequency'];
export const PAGE_SIZES = [10, 20, 50] as const;

const shape = resourceListQuerySchema.shape;

/** Parses the defaults from the contract itself, so the URL and the server agree on them. */
export const DEFAULT_FILTERS: ResourceFilters = { ...resourceListQuerySchema.parse({}), keyword: '' };

/**
 * Reads the filters from search params. A value the contract would refuse (a
 * hand-edited or stale link) falls back to its default instead of failing the page.
 */
export function filtersFromParams(params: URLSearchParams): ResourceFilters {
  const read = <K extends keyof typeof shape>(key: K): z.output<(typeof shape)[K]> | undefined => {
    const raw = params.get(key);
    if (raw === null || raw === '') return undefined;
    const parsed = (shape[key] as unknown as z.ZodType<z.output<(typeof shape)[K]>>).safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
  const filters: ResourceFilters = { ...DEFAULT_FILTERS };
  filters.page = read('page') ?? DEFAULT_FILTERS.page;
  const pageSize = read('pageSize');
  filters.pageSize = pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_FILTERS.pageSize;
  filters.keyword = read('keyword') ?? '';
  filters.sort = read('sort') ?? DEFAULT_FILTERS.sort;
  filters.order = read('order') ?? DEFAULT_FILTERS.order;
  const domain = read('domain');
  const department = read('department');
  const openType = read('openType');
  const format = read('format');
  const frequency = read('frequency');
  if (domain) filters.domain = domain;
  if (department) filters.department = department;
  if (openType) filters.openType = openType;
  if (format) filters.format = format;
  if (frequency) filters.frequency = frequency;
  return filters;
}

/** Writes the filters as search params in a stable order, leaving out defaults and empty values. */
export function paramsFromFilters(filters: ResourceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  for (const key of FACET_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.order !== DEFAULT_FILTERS.order) params.set('order', filters.order);
  if (filters.page !== DEFAULT_FILTERS.page) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_FILTERS.pageSize) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** Whether any filter narrows the list (keyword or facet); sort and paging do not. */
export function hasActiveFilters(filters: ResourceFilters): boolean {
  return Boolean(filters.keyword) || FACET_KEYS.some((key) => Boolean(filters[key]));
}
