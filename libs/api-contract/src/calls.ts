import * as z from 'zod/mini';
import { attachmentSchema, facetBucketSchema, keywordParam, pagedDataSchema, pagingQuery } from './common';
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
