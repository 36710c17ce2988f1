import * as z from 'zod/mini';
import { idParam, mobilePhoneSchema, pagedDataSchema, pagingQuery, rowVersion } from './common';
import { fileAttachmentSchema, fileIdSchema } from './file-schemas';
import { APPLICATION_STATUSES, REVIEW_DECISIONS, REVIEW_STAGES, transitionSchema, type ApplicationStatus } from './onboarding';
import { defineRoute } from './route';

/**
 * Using conditional data (issue 22): a corporation applies to use a 有条件开放 resource; the
 * resource's department reviewer decides first, the platform last — the same states, stages and
 * decisions as domain onboarding (one state machine). An approval is an authorization: an app key
 * for the resource's open API, within the granted fields, period and call quota.
 */

/** Periods of use a corporation may ask for, in months. */
export const DATA_USE_PERIODS = [3, 6, 12, 24, 36] as const;
/** The most calls an authorization may grant. */
export const MAX_CALL_QUOTA = 10_000_000;
export const MAX_DATA_USE_ATTACHMENTS = 10;

/** What the applicant commits to; every one must be accepted before submitting. */
export const SECURITY_COMMITMENTS = [
  { id: 'purpose', text: '仅将数据用于本申请所述目的和场景，不超范围使用' },
  { id: 'no-transfer', text: '不向任何第三方提供、转让、出售或公开数据' },
  { id: 'protection', text: '落实数据安全保护措施，发生数据安全事件立即报告' },
  { id: 'deletion', text: '授权期满或被撤销后删除全部数据及其副本' },
] as const;
export type CommitmentId = (typeof SECURITY_COMMITMENTS)[number]['id'];
export const COMMITMENT_IDS = SECURITY_COMMITMENTS.map((commitment) => commitment.id) as unknown as readonly [CommitmentId, ...CommitmentId[]];

/** An authorization's state: active, past its end (expired), or ended by the platform (revoked). */
export const AUTHORIZATION_STATUSES = ['active', 'expired', 'revoked'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

/** The open API's refusals of a key's call (HTTP 403 / 429). */
export const OUT_OF_SCOPE_CODE = 4031;
export const AUTHORIZATION_ENDED_CODE = 4032;
export const QUOTA_EXHAUSTED_CODE = 4291;

const fieldName = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,40}$/, { message: '字段名格式不正确' }));
/** Trimmed text between `min` and `max` characters, with the messages for each bound. */
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, { message: tooShort }), z.maxLength(max, { message: tooLong }));
const months = z.number().check(z.int(), z.gte(1, { message: '使用期限至少1个月' }), z.lte(36, { message: '使用期限不能超过36个月' }));

/** What a corporation writes (company details come from its organisation). */
export const dataUseDraftSchema = z.strictObject({
  /** Absent for a new application. */
  id: z.optional(idParam),
  /** Required with an id (optimistic concurrency). */
  version: z.optional(rowVersion),
  resourceId: idParam,
  purpose: text(10, 1000, '使用目的至少10个字符', '使用目的不能超过1000个字符'),
  scenario: text(2, 200, '应用场景至少2个字符', '应用场景不能超过200个字符'),
  /** The resource's fields asked for. */
  fields: z.array(fieldName).check(z.minLength(1, { message: '请至少选择一个字段' }), z.maxLength(100, { message: '字段不能超过100个' })),
  periodMonths: z.literal(DATA_USE_PERIODS, { message: `使用期限应为 ${DATA_USE_PERIODS.join('、')} 个月之一` }),
  /** Accepted commitments (all of them to submit). */
  commitments: z._default(z.optional(z.array(z.enum(COMMITMENT_IDS)).check(z.maxLength(COMMITMENT_IDS.length))), []),
  contactName: text(2, 20, '联系人至少2个字符', '联系人不能超过20个字符'),
  contactPhone: mobilePhoneSchema,
  attachmentIds: z._default(
    z.optional(z.array(fileIdSchema).check(z.maxLength(MAX_DATA_USE_ATTACHMENTS, { message: `附件不能超过${MAX_DATA_USE_ATTACHMENTS}个` }))),
    [],
  ),
});
export type DataUseDraftInput = z.input<typeof dataUseDraftSchema>;
export type DataUseDraft = z.output<typeof dataUseDraftSchema>;

/** What an authorization grants. */
export const dataUseScopeSchema = z.strictObject({
  fields: z.array(fieldName).check(z.minLength(1, { message: '授权范围至少包含一个字段' }), z.maxLength(100)),
  months,
  callQuota: z.number().check(z.int(), z.gte(1, { message: '调用次数至少为1' }), z.lte(MAX_CALL_QUOTA, { message: `调用次数不能超过${MAX_CALL_QUOTA}` })),
});
export type DataUseScope = z.output<typeof dataUseScopeSchema>;

/** A decision; a pass carries the scope, a reject or return its reason. */
export const dataUseDecisionSchema = z
  .strictObject({
    id: idParam,
    version: rowVersion,
    stage: z.enum(REVIEW_STAGES),
    decision: z.enum(REVIEW_DECISIONS),
    opinion: z.optional(z.string().check(z.trim(), z.maxLength(1000, { message: '审核意见不能超过1000个字符' }))),
    scope: z.optional(dataUseScopeSchema),
  })
  .check(
    z.refine((input) => input.decision === 'pass' || (input.opinion ?? '').length >= 2, { message: '驳回或退回时请填写审核意见', path: ['opinion'] }),
    z.refine((input) => input.decision !== 'pass' || input.scope !== undefined, { message: '通过时请确定授权范围（字段、期限、调用次数）', path: ['scope'] }),
  );
export type DataUseDecisionInput = z.output<typeof dataUseDecisionSchema>;

const named = z.object({ id: z.string(), name: z.string() });
const resourceRef = z.object({ id: z.string(), code: z.string(), name: z.string() });
const instant = z.iso.datetime();

export const authorizationSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  resource: resourceRef,
  corporation: named,
  fields: z.array(z.string()),
  startsAt: instant,
  endsAt: instant,
  callQuota: z.number(),
  callsUsed: z.number(),
  status: z.enum(AUTHORIZATION_STATUSES),
  /** The first characters of the current key (`ak_1a2b…`); null until the corporation takes one. */
  keyPrefix: z.nullable(z.string()),
  keyIssuedAt: z.nullable(instant),
  revokedAt: z.nullable(instant),
  revokeReason: z.nullable(z.string()),
  version: rowVersion,
  /** The open API's path for the resource. */
  endpoint: z.string(),
});
export type Authorization = z.output<typeof authorizationSchema>;

export const dataUseSummarySchema = z.object({
  id: z.string(),
  resource: resourceRef,
  department: named,
  corporation: named,
  status: z.enum(APPLICATION_STATUSES),
  round: z.number(),
  version: rowVersion,
  periodMonths: z.number(),
  submittedAt: z.nullable(instant),
  updatedAt: instant,
});
export type DataUseSummary = z.output<typeof dataUseSummarySchema>;

export const dataUseDetailSchema = z.extend(dataUseSummarySchema, {
  purpose: z.string(),
  scenario: z.string(),
  /** The fields asked for, with their labels from the resource's schema. */
  fields: z.array(z.object({ name: z.string(), label: z.string() })),
  commitments: z.array(z.enum(COMMITMENT_IDS)),
  contactName: z.string(),
  contactPhone: z.string(),
  attachments: z.array(fileAttachmentSchema),
  /** The scope the last pass granted or proposed (null before one). */
  scope: z.nullable(z.object({ fields: z.array(z.string()), months: z.number(), callQuota: z.number() })),
  timeline: z.array(transitionSchema),
  authorization: z.nullable(authorizationSchema),
  can: z.object({ edit: z.boolean(), submit: z.boolean(), withdraw: z.boolean(), review: z.nullable(z.enum(REVIEW_STAGES)) }),
});
export type DataUseDetail = z.output<typeof dataUseDetailSchema>;

const versionedId = z.strictObject({ id: idParam, version: rowVersion });
const REVIEW_LIST_STATUSES = APPLICATION_STATUSES.filter((status): status is Exclude<ApplicationStatus, 'draft'> => status !== 'draft');

export const dataUseListQuerySchema = z.strictObject({ ...pagingQuery, status: z.optional(z.enum(APPLICATION_STATUSES)) });
export const dataUseReviewQuerySchema = z.strictObject({ ...pagingQuery, stage: z.enum(REVIEW_STAGES), status: z.optional(z.enum(REVIEW_LIST_STATUSES)) });
export const authorizationListQuerySchema = z.strictObject({ ...pagingQuery, status: z.optional(z.enum(AUTHORIZATION_STATUSES)) });
export const revokeSchema = z.strictObject({ id: idParam, version: rowVersion, reason: text(2, 500, '撤销原因至少2个字符', '撤销原因不能超过500个字符') });

export const dataUseRoutes = {
  save: defineRoute({
    method: 'POST',
    path: '/second/data-use/application/save',
    summary: 'Creates or edits a draft application to use a conditional resource (a draft, returned or rejected one).',
    access: 'second',
    body: dataUseDraftSchema,
    data: dataUseDetailSchema,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/second/data-use/application/submit',
    summary: "Sends an application to the resource department's review (every commitment accepted).",
    access: 'second',
    body: versionedId,
    data: dataUseDetailSchema,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/second/data-use/application/withdraw',
    summary: 'Takes an application back before a final decision.',
    access: 'second',
    body: versionedId,
    data: dataUseDetailSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/second/data-use/application/list',
    summary: "The corporation's applications to use data, newest first.",
    access: 'second',
    query: dataUseListQuerySchema,
    data: pagedDataSchema(dataUseSummarySchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/second/data-use/application/detail',
    summary: 'One of the corporation’s applications with its trail and authorization.',
    access: 'second',
    query: z.strictObject({ id: idParam }),
    data: dataUseDetailSchema,
  }),
  authorizations: defineRoute({
    method: 'GET',
    path: '/second/data-use/authorization/list',
    summary: "The corporation's authorizations with their scope, use and key prefix.",
    access: 'second',
    query: authorizationListQuerySchema,
    data: pagedDataSchema(authorizationSchema),
  }),
  issueKey: defineRoute({
    method: 'POST',
    path: '/second/data-use/authorization/key',
    summary: 'Issues a new app key for an active authorization, shown this once; the previous key stops working.',
    access: 'second',
    body: versionedId,
    data: z.object({ key: z.string(), authorization: authorizationSchema }),
  }),
  reviewList: defineRoute({
    method: 'GET',
    path: '/primary/data-use/review/list',
    summary: "A review stage's queue: department reviewers see their departments' applications, the platform the final stage.",
    access: 'user',
    query: dataUseReviewQuerySchema,
    data: pagedDataSchema(dataUseSummarySchema),
  }),
  reviewDetail: defineRoute({
    method: 'GET',
    path: '/primary/data-use/application/detail',
    summary: 'One submitted application for the staff who may see it.',
    access: 'user',
    query: z.strictObject({ id: idParam }),
    data: dataUseDetailSchema,
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/primary/data-use/review/decide',
    summary: "A decision at the caller's stage: pass with a scope, reject or return with a reason; the final pass creates the authorization.",
    access: 'user',
    body: dataUseDecisionSchema,
    data: dataUseDetailSchema,
  }),
  allAuthorizations: defineRoute({
    method: 'GET',
    path: '/primary/data-use/authorization/list',
    summary: 'Every authorization, for the platform.',
    access: 'admin',
    query: authorizationListQuerySchema,
    data: pagedDataSchema(authorizationSchema),
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/primary/data-use/authorization/revoke',
    summary: 'Ends an authorization at once: its key is refused from the next call.',
    access: 'admin',
    body: revokeSchema,
    data: authorizationSchema,
  }),
};
