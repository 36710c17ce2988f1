import { z } from 'zod';
import { pagingQuery } from './catalogue';
import { defineRoute } from './route';

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

export const searchQuerySchema = z.strictObject({
  ...pagingQuery,
  /** One character is enough (a Chinese word is often two). */
  q: z.string().trim().min(1, { message: '请输入搜索内容' }).max(50, { message: '搜索内容不能超过50个字符' }),
  /** Without a type every type is searched together. */
  type: z.enum(SEARCH_TYPES).optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * Highlighted text as parts, so no markup ever travels: the client renders
 * `hit` parts in <mark>.
 */
export const highlightedSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type Highlighted = z.output<typeof highlightedSchema>;

export const searchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  title: highlightedSchema,
  /** A window of the text around the first match. */
  snippet: highlightedSchema,
  /** A short line under the title: department, operator, category or issuer. */
  meta: z.string(),
  date: z.iso.datetime(),
});
export type SearchHit = z.output<typeof searchHitSchema>;

export const searchDataSchema = z.object({
  query: z.string(),
  /** The words the query was segmented into (Intl.Segmenter), as matched. */
  terms: z.array(z.string()),
  items: z.array(searchHitSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Matches per type (the tabs), whatever the chosen type. */
  facets: z.object({ type: z.array(z.object({ value: z.enum(SEARCH_TYPES), label: z.string(), count: z.number().int().nonnegative() })) }),
});
export type SearchData = z.output<typeof searchDataSchema>;

export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/web/search',
    summary: 'Relevance-ranked search across resources, products, news and policies, with highlights and counts per type.',
    access: 'public',
    query: searchQuerySchema,
    data: searchDataSchema,
  }),
} as const;
