import { DICTIONARY_KINDS, type DictionaryKind, type DictionaryListQuery } from '@portal/api-contract';
import { KEYWORD_MAX } from '../accounts/account-filters';

export const DICTIONARY_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

/** The list's filters as the URL keeps them (house style: filters and page live in the search params). */
export type DictionaryFilters = Pick<DictionaryListQuery, 'page' | 'pageSize'> & { kind?: DictionaryKind; keyword?: string };

export type DictionaryFilterKey = 'kind' | 'keyword' | 'page';

const isKind = (value: string | null): value is DictionaryKind => (DICTIONARY_KINDS as readonly (string | null)[]).includes(value);

/** The filters from the URL; a value the contract would refuse (a hand-edited or stale link) is dropped. */
export function dictionaryFiltersFromParams(params: URLSearchParams): DictionaryFilters {
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 0;
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const kind = params.get('kind');
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: DICTIONARY_PAGE_SIZE,
    ...(isKind(kind) ? { kind } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** The next search params: any filter change goes back to page 1; a page change keeps the filters. */
export function withDictionaryFilter(params: URLSearchParams, key: DictionaryFilterKey, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

/** Whether a filter narrows the list (paging does not). */
export const hasDictionaryFilters = (filters: DictionaryFilters): boolean => Boolean(filters.kind || filters.keyword);

/** GET /primary/search/dictionary/list's query: query strings carry text. */
export function dictionaryListQuery(filters: DictionaryFilters): { page: string; pageSize: string; kind?: DictionaryKind; keyword?: string } {
  return {
    page: String(filters.page),
    pageSize: String(filters.pageSize),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}
