import * as z from 'zod/mini';
import { attachmentSchema, facetBucketSchema, idParam, keywordParam, pagedDataSchema, pagingQuery, yearParam } from './common';
import { defineRoute } from './route';

/**
 * Operation news and announcements (运营动态, /dynamics; issue 5). Rich text travels as HTML and is
 * sanitised (DOMPurify) wherever it is rendered; the server never trusts it either.
 */

export const NEWS_CATEGORIES = ['platform', 'announcement', 'industry'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  platform: '平台动态',
  announcement: '通知公告',
  industry: '行业资讯',
};

export const newsListQuerySchema = z.strictObject({
  ...pagingQuery,
  keyword: keywordParam,
  category: z.optional(z.enum(NEWS_CATEGORIES)),
  year: yearParam,
});
export type NewsListQuery = z.output<typeof newsListQuerySchema>;

export const newsSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  /** Plain text, for lists. */
  summary: z.string(),
  source: z.string(),
  publishedAt: z.iso.datetime(),
});
export type NewsSummary = z.output<typeof newsSummarySchema>;

const neighbour = z.nullable(z.object({ id: z.string(), title: z.string() }));

export const newsDetailSchema = z.extend(newsSummarySchema, {
  bodyHtml: z.string(),
  attachments: z.array(attachmentSchema),
  /** The items published just before and after, for "上一篇 / 下一篇". */
  previous: neighbour,
  next: neighbour,
});
export type NewsDetail = z.output<typeof newsDetailSchema>;

export const newsListDataSchema = pagedDataSchema(newsSummarySchema, {
  facets: z.object({ category: z.array(facetBucketSchema), year: z.array(facetBucketSchema) }),
});
export type NewsListData = z.output<typeof newsListDataSchema>;

export const newsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/web/news/list',
    summary: 'Operation news and announcements, newest first: keyword, category, year; facet counts.',
    access: 'public',
    query: newsListQuerySchema,
    data: newsListDataSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/web/news/detail',
    summary: 'One news item or announcement; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: newsDetailSchema,
  }),
} as const;
