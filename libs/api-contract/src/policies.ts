import * as z from 'zod/mini';
import { attachmentSchema, facetBucketSchema, idParam, keywordParam, pagedDataSchema, pagingQuery, yearParam } from './common';
import { defineRoute } from './route';

/**
 * Policies (政策资讯, /policy; issue 5). Rich text travels as HTML and is sanitised (DOMPurify)
 * wherever it is rendered; the server never trusts it either.
 */

export const POLICY_LEVELS = ['national', 'provincial', 'municipal'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];
export const POLICY_LEVEL_LABELS: Record<PolicyLevel, string> = {
  national: '国家级',
  provincial: '省级',
  municipal: '市级',
};

export const policyListQuerySchema = z.strictObject({
  ...pagingQuery,
  keyword: keywordParam,
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

export const policyListDataSchema = pagedDataSchema(policySummarySchema, {
  facets: z.object({ level: z.array(facetBucketSchema), year: z.array(facetBucketSchema) }),
});
export type PolicyListData = z.output<typeof policyListDataSchema>;

export const policyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/web/policy/list',
    summary: 'Policies, newest first: keyword, level, year; facet counts.',
    access: 'public',
    query: policyListQuerySchema,
    data: policyListDataSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/web/policy/detail',
    summary: 'One policy with its body and attachments; an unknown id answers code 4011.',
    access: 'public',
    query: z.strictObject({ id: idParam }),
    data: policyDetailSchema,
  }),
} as const;
