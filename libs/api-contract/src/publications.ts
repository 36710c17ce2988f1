import * as z from 'zod/mini';
import { pagingQuery } from './catalogue';
import { fileAttachmentSchema, fileIdSchema } from './files';
import { defineRoute } from './route';
import type { StatusTone } from './tones';

/**
 * What the portal publishes besides the catalogue (issue 5): operation news and
 * announcements (/dynamics), policies (/policy), calls for collection
 * (/applylist) with corporations' responses, and the static pages (/about,
 * /richTextCenter). Rich text travels as HTML and is sanitised (DOMPurify)
 * wherever it is rendered; the server never trusts it either.
 */

const idParam = z.string().check(z.regex(/^[a-z][a-z0-9_]{1,40}$/, { message: '编号格式不正确' }));
const keyword = z.optional(z.string().check(z.trim(), z.maxLength(50, { message: '关键词不能超过50个字符' })));
const yearParam = z.optional(z.pipe(z.string().check(z.regex(/^(19|20)\d{2}$/, { message: '年份格式不正确' })), z.transform(Number)));

const facetBucket = z.object({ value: z.string(), label: z.string(), count: z.number().check(z.int(), z.nonnegative()) });

export const attachmentSchema = z.object({
  name: z.string(),
  /** A same-origin download path. */
  url: z.string(),
  sizeBytes: z.number().check(z.int(), z.nonnegative()),
});
export type Attachment = z.output<typeof attachmentSchema>;

/* ------------------------------------------------------------------ news */

export const NEWS_CATEGORIES = ['platform', 'announcement', 'industry'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  platform: '平台动态',
  announcement: '通知公告',
  industry: '行业资讯',
};

export const newsListQuerySchema = z.strictObject({
  ...pagingQuery,
  keyword,
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

export const newsListDataSchema = z.object({
  items: z.array(newsSummarySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  facets: z.object({ category: z.array(facetBucket), year: z.array(facetBucket) }),
});
export type NewsListData = z.output<typeof newsListDataSchema>;

/* -------------------------------------------------------------- policies */

export const POLICY_LEVELS = ['national', 'provincial', 'municipal'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];
export const POLICY_LEVEL_LABELS: Record<PolicyLevel, string> = {
  national: '国家级',
  provincial: '省级',
  municipal: '市级',
};

export const policyListQuerySchema = z.strictObject({
  ...pagingQuery,
  keyword,
  level: z.optional(z.enum(POLICY_LEVELS)),
  year: yearParam,
});
export type PolicyListQuery = z.output<typeof policyListQuerySchema>;

export const policySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.enum(POLICY_LEVELS),
  /** The issuing agency. */
  issuer: z.string(),
  /** The document number, e.g. 苏政办发〔2025〕12号. */
  docNumber: z.string(),
  issuedAt: z.iso.date(),
  summary: z.string(),
});
export type PolicySummary = z.output<typeof policySummarySchema>;

export const policyDetailSchema = z.extend(policySummarySchema, {
  bodyHtml: z.string(),
  attachments: z.array(attachmentSchema),
});
export type PolicyDetail = z.output<typeof policyDetailSchema>;

export const policyListDataSchema = z.object({
  items: z.array(policySummarySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  facets: z.object({ level: z.array(facetBucket), year: z.array(facetBucket) }),
});
export type PolicyListData = z.output<typeof policyListDataSchema>;

/* ------------------------------------------------- calls for collection */

export const CALL_STATUSES = ['open', 'closed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const CALL_STATUS_LABELS: Record<CallStatus, string> = { open: '征集中', closed: '已截止' };
export const CALL_STATUS_TONES: Record<CallStatus, StatusTone> = { open: 'success', closed: 'neutral' };

export const callListQuerySchema = z.strictObject({
  ...pagingQuery,
  keyword,
  /** Open while the deadline has not passed. */
  status: z.optional(z.enum(CALL_STATUSES)),
});
export type CallListQuery = z.output<typeof callListQuerySchema>;

export const callSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The organising department. */
  organiser: z.string(),
  summary: z.string(),
  status: z.enum(CALL_STATUSES),
  publishedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  responseCount: z.number().check(z.int(), z.nonnegative()),
});
export type CallSummary = z.output<typeof callSummarySchema>;

export const callDetailSchema = z.extend(callSummarySchema, {
  bodyHtml: z.string(),
  attachments: z.array(attachmentSchema),
});
export type CallDetail = z.output<typeof callDetailSchema>;

export const callListDataSchema = z.object({
  items: z.array(callSummarySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  facets: z.object({ status: z.array(facetBucket) }),
});
export type CallListData = z.output<typeof callListDataSchema>;

const mobilePhone = z.string().check(z.regex(/^1[3-9]\d{9}$/, { message: '请输入正确的手机号码' }));

/** A corporation's response to an open call; sending again while open replaces it. */
export const callResponseBodySchema = z.strictObject({
  callId: idParam,
  contactName: z.string().check(z.trim(), z.minLength(2, { message: '联系人至少2个字符' }), z.maxLength(20, { message: '联系人不能超过20个字符' })),
  contactPhone: mobilePhone,
  /** Plain text: what the corporation offers or needs. */
  content: z.string().check(z.trim(), z.minLength(10, { message: '响应内容至少10个字符' }), z.maxLength(2000, { message: '响应内容不能超过2000个字符' })),
  /**
   * Issue 21 §10c: the filled-in template (or any one file), uploaded by the corporation through
   * /second/file/upload with purpose `response`. The response replaces the previous one, so an
   * absent or null file means the response has none.
   */
  fileId: z.nullish(fileIdSchema),
});
export type CallResponseBody = z.input<typeof callResponseBodySchema>;

export const callResponseSchema = z.object({
  callId: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  content: z.string(),
  submittedAt: z.iso.datetime(),
  /** The attached file: downloadable by the responding corporation and admins only (the server decides). */
  attachment: z._default(z.nullable(fileAttachmentSchema), null),
});
export type CallResponse = z.output<typeof callResponseSchema>;

/** Issue 21 §10c 我的反馈: one of the signed-in corporation's responses, with the call it answers. */
export const myCallResponseSchema = z.extend(callResponseSchema, {
  call: z.object({ id: z.string(), title: z.string(), organiser: z.string(), status: z.enum(CALL_STATUSES), deadline: z.iso.datetime() }),
});
export type MyCallResponse = z.output<typeof myCallResponseSchema>;

export const myCallResponsesQuerySchema = z.strictObject({ ...pagingQuery });
export type MyCallResponsesQuery = z.output<typeof myCallResponsesQuerySchema>;

export const myCallResponsesDataSchema = z.object({
  items: z.array(myCallResponseSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});
export type MyCallResponsesData = z.output<typeof myCallResponsesDataSchema>;

/* ------------------------------------------------------------ pages */

export const PAGE_SLUGS = ['about', 'privacy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const pageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.iso.datetime(),
});
export type Page = z.output<typeof pageSchema>;

export const publicationRoutes = {
  newsList: defineRoute({
    method: 'GET',
    path: '/web/news/list',
    summary: 'Operation news and announcements, newest first: keyword, category, year; facet counts.',
    access: 'public',
    query: newsListQuerySchema,
    data: newsListDataSchema,
  }),
  news: defineRoute({
    method: 'GET',
    path: '/web/news/detail',
    summary: 'One news item or announcement; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: newsDetailSchema,
  }),
  policies: defineRoute({
    method: 'GET',
    path: '/web/policy/list',
    summary: 'Policies, newest first: keyword, level, year; facet counts.',
    access: 'public',
    query: policyListQuerySchema,
    data: policyListDataSchema,
  }),
  policy: defineRoute({
    method: 'GET',
    path: '/web/policy/detail',
    summary: 'One policy with its body and attachments; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: policyDetailSchema,
  }),
  calls: defineRoute({
    method: 'GET',
    path: '/web/call/list',
    summary: 'Calls for collection: open ones first by deadline, then closed ones; keyword, status.',
    access: 'public',
    query: callListQuerySchema,
    data: callListDataSchema,
  }),
  call: defineRoute({
    method: 'GET',
    path: '/web/call/detail',
    summary: 'One call for collection; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: callDetailSchema,
  }),
  myCallResponse: defineRoute({
    method: 'GET',
    path: '/second/call/response',
    summary: "The signed-in corporation's response to a call, or null.",
    access: 'second',
    query: z.strictObject({ callId: idParam }),
    data: z.nullable(callResponseSchema),
  }),
  myCallResponses: defineRoute({
    method: 'GET',
    path: '/second/call/responses',
    summary: "The signed-in corporation's responses to calls (我的反馈), latest change first, with each call's title and status.",
    access: 'second',
    query: myCallResponsesQuerySchema,
    data: myCallResponsesDataSchema,
  }),
  respondToCall: defineRoute({
    method: 'POST',
    path: '/second/call/respond',
    summary: 'A corporation responds to an open call, optionally with one file of its own (again replaces its response); a closed call is refused.',
    access: 'second',
    body: callResponseBodySchema,
    data: callResponseSchema,
  }),
  page: defineRoute({
    method: 'GET',
    path: '/web/page',
    summary: 'A static page: about the platform or the privacy statement.',
    access: 'public',
    query: z.strictObject({ slug: z.enum(PAGE_SLUGS) }),
    data: pageSchema,
  }),
} as const;
