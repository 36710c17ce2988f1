import { SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchData, type SearchHit, type SearchType } from '@portal/api-contract';

/** A hit whose title and snippet highlight `term`. */
export function searchHit(type: SearchType, index: number, term = '交通'): SearchHit {
  return {
    type,
    id: `${type}_${index}`,
    title: [
      { text: `南京市`, hit: false },
      { text: term, hit: true },
      { text: `出行数据${index}`, hit: false },
    ],
    snippet: [
      { text: '…汇聚全市', hit: false },
      { text: term, hit: true },
      { text: '运行监测信息，按日更新。', hit: false },
    ],
    meta: type === 'policy' ? '江苏省数据局 · 苏数发〔2025〕3号' : '江苏省交通运输厅 · 交通运输',
    date: '2026-10-0' + String((index % 9) + 1) + 'T08:00:00.000Z',
  };
}

/** An answer of /web/search; `more` sets the page and issue 16's suggestion, correction and partial match. */
export function searchData(
  query: string,
  items: SearchHit[],
  counts: Partial<Record<SearchType, number>>,
  more: Partial<Pick<SearchData, 'page' | 'suggestion' | 'corrected' | 'partial'>> = {},
): SearchData {
  const facets = SEARCH_TYPES.map((value) => ({ value, label: SEARCH_TYPE_LABELS[value], count: counts[value] ?? 0 }));
  return {
    query,
    terms: [query],
    items,
    total: facets.reduce((sum, facet) => sum + facet.count, 0),
    page: 1,
    pageSize: 10,
    suggestion: null,
    corrected: false,
    partial: false,
    ...more,
    facets: { type: facets },
  };
}
