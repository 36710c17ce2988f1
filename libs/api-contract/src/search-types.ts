// The search's types and their names, apart from its schemas (issue 13: the header's search box needs
// these, not zod).

/** What the portal search covers (issue 5), in tab order. */
export const SEARCH_TYPES = ['resource', 'product', 'news', 'policy'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** The names of the sections the types come from (issue 21 §6: the menu's names, site-config FEATURE_INFO). */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  resource: '数据资源',
  product: '数据产品',
  news: '运营动态',
  policy: '政策资讯',
};
