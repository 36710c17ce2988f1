import { SEARCH_TYPES, type SearchType } from '@portal/api-contract';

/** What /search shows, as kept in its URL: ?q=…&type=…&verbatim=1&page=… (issue 5). */
export interface SearchParams {
  q: string;
  type: SearchType | undefined;
  page: number;
  /**
   * Search exactly what was typed, not a likely correction (issue 16: the 仍然搜索 link). It stays with
   * the query across tabs and pages; a new search drops it.
   */
  verbatim: boolean;
}

export const SEARCH_PAGE_SIZE = 10;
/** The server refuses longer queries; the box never sends one. */
export const MAX_QUERY_LENGTH = 50;

export function searchParamsFrom(params: URLSearchParams): SearchParams {
  // `keyword` as the catalogue lists name it: a hand-written or shared link may use either.
  const q = (params.get('q') ?? params.get('keyword') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    q,
    type: SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    verbatim: params.get('verbatim') === '1',
  };
}

/** The URL query of a search; defaults are left out so links stay short. */
export function searchUrl({ q, type, page, verbatim }: Partial<SearchParams>): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  if (verbatim) params.set('verbatim', '1');
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/search${query ? `?${query}` : ''}`;
}

/** Where a hit's detail lives (spec §2 routes; policies open in their list by id). */
export function hitPath(type: SearchType, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (type) {
    case 'resource':
      return `/dataResource/detail/${encoded}`;
    case 'product':
      return `/dataProduct/detail/${encoded}`;
    case 'news':
      return `/dynamics/detail/${encoded}`;
    case 'policy':
      return `/policy?id=${encoded}`;
  }
}
