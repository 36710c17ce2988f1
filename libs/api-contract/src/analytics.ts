import * as z from 'zod/mini';
import { idParam } from './common';
import { defineRoute } from './route';

/**
 * Usage analytics (issue 18, decision 0031): counted on the server, no third-party tracker and
 * nothing personal — daily counters per site of page views (by route pattern), detail views,
 * downloads and searches, and the onboarding funnel read from the applications' transitions.
 * Staff with the `analytics:view` right read them; anyone's visit adds to them.
 */
export const ANALYTICS_RIGHT = 'analytics:view';

/** The longest range one report covers (days). */
export const ANALYTICS_MAX_DAYS = 366;

/** The page-view beacon: a public route pattern (`/dataResource/detail/:id`) and, on a detail, its item's id. */
export const pageViewBodySchema = z.strictObject({
  route: z.string().check(z.regex(/^\/[A-Za-z0-9/:_-]{0,80}$/, { message: '页面路径格式不正确' })),
  id: z.optional(idParam),
});
export type PageViewBody = z.input<typeof pageViewBodySchema>;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式应为 YYYY-MM-DD' }));

export const analyticsQuerySchema = z.strictObject({
  /** Beijing calendar days, inclusive; `to` defaults to today and `from` to 29 days before it. */
  from: z.optional(day),
  to: z.optional(day),
  /** A site's code; absent: every site. */
  site: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9]{1,15}$/, { message: '站点编号格式不正确' }))),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.number().check(z.int(), z.nonnegative());

export const DETAIL_KINDS = ['resource', 'product', 'news'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];
export const DETAIL_KIND_LABELS: Record<DetailKind, string> = { resource: '数据资源', product: '数据产品', news: '运营动态' };

export const FUNNEL_STAGES = ['applied', 'firstReviewed', 'finalReview', 'approved', 'rejected'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  applied: '提交申请',
  firstReviewed: '完成初审',
  finalReview: '进入终审',
  approved: '审核通过',
  rejected: '审核驳回',
};

export const analyticsReportSchema = z.object({
  from: day,
  to: day,
  site: z.nullable(z.string()),
  totals: z.object({ pageViews: count, detailViews: count, downloads: count, searches: count, zeroResultSearches: count }),
  /** Every day of the range, oldest first (days without use are 0). */
  daily: z.array(z.object({ day, pageViews: count, detailViews: count, downloads: count, searches: count })),
  /** Page views by route, most viewed first. */
  pages: z.array(z.object({ route: z.string(), label: z.string(), views: count })),
  /** The most viewed details (at most 20). */
  details: z.array(z.object({ kind: z.enum(DETAIL_KINDS), id: z.string(), title: z.string(), views: count })),
  /** The most downloaded files (at most 20). */
  downloads: z.array(z.object({ fileId: z.string(), name: z.string(), purpose: z.string(), downloads: count })),
  /** The most frequent searches (at most 20) with their mean result count. */
  searches: z.array(z.object({ query: z.string(), searches: count, meanResults: z.number().check(z.nonnegative()) })),
  /** Queries that found nothing in the range, most frequent first (at most 20). */
  zeroResults: z.array(z.object({ query: z.string(), searches: count })),
  /** Domain onboarding (province-wide: applications are not per site). */
  funnel: z.object({
    stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count })),
    /** Median hours of each stage, null when nothing went through it in the range. */
    medians: z.array(z.object({ stage: z.enum(['firstReview', 'finalReview', 'overall']), label: z.string(), hours: z.nullable(z.number()), samples: count })),
  }),
});
export type AnalyticsReport = z.output<typeof analyticsReportSchema>;

export const analyticsRoutes = {
  pageView: defineRoute({
    method: 'POST',
    path: '/web/analytics/view',
    summary: 'Counts one view of a public page (route pattern, and the item of a detail); nothing about the visitor is kept.',
    access: 'public',
    quiet: true,
    body: pageViewBodySchema,
    data: z.null(),
  }),
  report: defineRoute({
    method: 'GET',
    path: '/primary/analytics/report',
    summary: 'Usage of the portal over a range of days, for one site or all.',
    access: 'admin',
    query: analyticsQuerySchema,
    data: analyticsReportSchema,
  }),
} as const;
