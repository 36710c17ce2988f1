import * as z from 'zod/mini';
import { attachmentSchema, facetBucketSchema, idParam, keywordParam, mobilePhoneSchema, pagedDataSchema, pagingQuery } from './common';
import { fileAttachmentSchema, fileIdSchema } from './files';
import { defineRoute } from './route';
import type { StatusTone } from './tones';

/**
 * Calls for collection (需求征集, /applylist; issue 5) and the corporations' responses to them
 * (issue 21 §10c 我的反馈). Rich text travels as HTML and is sanitised (DOMPurify) wherever it is
 * rendered; the server never trusts it either.
 */

export const CALL_STATUSES = ['open', 'closed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const CALL_STATUS_LABELS: Record<CallStatus, string> = { open: '征集中', closed: '已截止' };
export const CALL_STATUS_TONES: Record<CallStatus, StatusTone> = { open: 'success', closed: 'neutral' };

export const callListQuerySchema = z.strictObject({
  ...pagingQuery,
  keyword: keywordParam,
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

export const callListDataSchema = pagedDataSchema(callSummarySchema, {
  facets: z.object({ status: z.array(facetBucketSchema) }),
});
export type CallListData = z.output<typeof callListDataSchema>;

/** A corporation's response to an open call; sending again while open replaces it. */
export const callResponseBodySchema = z.strictObject({
  callId: idParam,
  contactName: z.string().check(z.trim(), z.minLength(2, { message: '联系人至少2个字符' }), z.maxLength(20, { message: '联系人不能超过20个字符' })),
  contactPhone: mobilePhoneSchema,
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

export const myCallResponsesDataSchema = pagedDataSchema(myCallResponseSchema);
export type MyCallResponsesData = z.output<typeof myCallResponsesDataSchema>;

export const callRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/web/call/list',
    summary: 'Calls for collection: open ones first by deadline, then closed ones; keyword, status.',
    access: 'public',
    query: callListQuerySchema,
    data: callListDataSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/web/call/detail',
    summary: 'One call for collection; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: callDetailSchema,
  }),
  myResponse: defineRoute({
    method: 'GET',
    path: '/second/call/response',
    summary: "The signed-in corporation's response to a call, or null.",
    access: 'second',
    query: z.strictObject({ callId: idParam }),
    data: z.nullable(callResponseSchema),
  }),
  myResponses: defineRoute({
    method: 'GET',
    path: '/second/call/responses',
    summary: "The signed-in corporation's responses to calls (我的反馈), latest change first, with each call's title and status.",
    access: 'second',
    query: myCallResponsesQuerySchema,
    data: myCallResponsesDataSchema,
  }),
  respond: defineRoute({
    method: 'POST',
    path: '/second/call/respond',
    summary: 'A corporation responds to an open call, optionally with one file of its own (again replaces its response); a closed call is refused.',
    access: 'second',
    body: callResponseBodySchema,
    data: callResponseSchema,
  }),
} as const;
