import * as z from 'zod/mini';
import { pagedFields, pagingQuery } from './common';
import { defineRoute } from './route';
import { SEARCH_TYPES } from './search-types';

export { SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchType } from './search-types';

export const searchQuerySchema = z.strictObject({
  ...pagingQuery,
  /** One character is enough (a Chinese word is often two). */
  q: z.string().check(z.trim(), z.minLength(1, { message: '请输入搜索内容' }), z.maxLength(50, { message: '搜索内容不能超过50个字符' })),
  /** Without a type every type is searched together. */
  type: z.optional(z.enum(SEARCH_TYPES)),
  /** `1`: search exactly what was typed, without putting a likely correction in its place (issue 16). */
  verbatim: z.optional(z.enum(['1'])),
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
  ...pagedFields(searchHitSchema),
  /**
   * A likely intended query when this one found nothing or little (issue 16: typos, including by
   * pinyin sound), shown as 您是不是要找…; null when there is none.
   */
  suggestion: z.nullable(z.string()),
  /** The items (and counts) are the suggestion's, because the query as typed found nothing. */
  corrected: z.boolean(),
  /** No item has every word of the query: these are the best partial matches. */
  partial: z.boolean(),
  /** Matches per type (the tabs), whatever the chosen type. */
  facets: z.object({ type: z.array(z.object({ value: z.enum(SEARCH_TYPES), label: z.string(), count: z.number().check(z.int(), z.nonnegative()) })) }),
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
