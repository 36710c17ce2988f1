import * as z from 'zod/mini';
import { pagedDataSchema, pagingQuery } from './common';
import { defineRoute } from './route';

/**
 * The audit log of privileged actions (issue 17, decision 0028), read by admins who manage
 * administration. Filters: the actor's account, an action or its prefix (`review.`), a target id,
 * the result, and a time range in epoch milliseconds.
 */
export const AUDIT_VIEW_RIGHT = 'admin:manage';
export const AUDIT_RESULTS = ['ok', 'denied', 'failed'] as const;

const text = (label: string) => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64, { message: `${label}不能超过64个字符` })));
const instant = z.optional(
  z.pipe(
    z.string().check(z.regex(/^\d{1,15}$/, { message: '时间格式不正确' })),
    z.transform((value) => Number(value)),
  ),
);

export const auditListQuerySchema = z.strictObject({
  ...pagingQuery,
  actor: text('操作人'),
  action: text('操作类型'),
  target: text('操作对象'),
  result: z.optional(z.enum(AUDIT_RESULTS)),
  /** From this instant (inclusive), epoch ms. */
  from: instant,
  /** Up to this instant (exclusive), epoch ms. */
  to: instant,
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** The log as a CSV file (streamed), with the list's filters; a plain download, outside the JSON envelope. */
export const AUDIT_EXPORT_PATH = '/primary/audit/export';
export const auditExportQuerySchema = z.strictObject({
  /** Spec §7's cache buster, as on every GET. */
  t: z.optional(z.string().check(z.maxLength(20))),
  actor: auditListQuerySchema.shape.actor,
  action: auditListQuerySchema.shape.action,
  target: auditListQuerySchema.shape.target,
  result: auditListQuerySchema.shape.result,
  from: auditListQuerySchema.shape.from,
  to: auditListQuerySchema.shape.to,
});
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

export const auditRecordSchema = z.object({
  seq: z.number(),
  at: z.iso.datetime(),
  actorAccount: z.string(),
  actorRole: z.string(),
  ip: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** JSON text: a short before/after summary. */
  summary: z.string(),
  result: z.enum(AUDIT_RESULTS),
});
export type AuditRecordView = z.output<typeof auditRecordSchema>;

export const auditListDataSchema = pagedDataSchema(auditRecordSchema);
export type AuditListData = z.output<typeof auditListDataSchema>;

export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/primary/audit/list',
    summary: 'The audit log, newest first: filter by actor, action (or its prefix), target, result and time; paging. Needs the admin-management right.',
    access: 'admin',
    query: auditListQuerySchema,
    data: auditListDataSchema,
  }),
} as const;
