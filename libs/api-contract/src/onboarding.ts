import * as z from 'zod/mini';
import { idParam, mobilePhoneSchema, pagedDataSchema, pagingQuery, rowVersion } from './common';
import { defineRoute } from './route';
import { fileAttachmentSchema, fileIdSchema, templateFileSchema } from './file-schemas';
import { MAX_APPLICATION_ATTACHMENTS, MAX_ENTRY_TEMPLATES } from './files';
import type { StatusTone } from './tones';

/**
 * Domain onboarding (issue 6, architecture §6): a corporation applies to become an
 * authorized operator in a data domain; a reviewer of that domain does the first
 * review, a platform admin the final review. The states and rules here are shared
 * by the server's state machine and the workspace screens; the calls land with the
 * routes (their payloads are ours to design, spec §7 "not shown").
 */
export const APPLICATION_STATUSES = ['draft', 'first_review', 'final_review', 'approved', 'rejected', 'returned', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: '草稿',
  first_review: '待初审',
  final_review: '待终审',
  approved: '已通过',
  rejected: '已驳回',
  returned: '退回修改',
  withdrawn: '已撤回',
};

export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, StatusTone> = {
  draft: 'neutral',
  first_review: 'info',
  final_review: 'progress',
  approved: 'success',
  rejected: 'danger',
  returned: 'warning',
  withdrawn: 'neutral',
};

export const REVIEW_STAGES = ['first', 'final'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];
export const REVIEW_STAGE_LABELS: Record<ReviewStage, string> = { first: '初审', final: '终审' };

export const REVIEW_DECISIONS = ['pass', 'reject', 'return'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = { pass: '通过', reject: '驳回', return: '退回修改' };

/** Every transition an application can make, as recorded in its audit trail. */
export const APPLICATION_ACTIONS = ['create', 'save', 'submit', 'resubmit', 'withdraw', 'pass', 'reject', 'return'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];
export const APPLICATION_ACTION_LABELS: Record<ApplicationAction, string> = {
  create: '创建草稿',
  save: '保存草稿',
  submit: '提交申请',
  resubmit: '修改后重新提交',
  withdraw: '撤回申请',
  pass: '审核通过',
  reject: '审核驳回',
  return: '退回修改',
};

/** States in which the applicant may still edit (and then submit) the application. */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = ['draft', 'returned', 'rejected'];
/** States in which the applicant may withdraw: no final decision yet. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['draft', 'first_review', 'final_review', 'returned'];
/** The status an application waits in for each review stage. */
export const STAGE_STATUS: Record<ReviewStage, ApplicationStatus> = { first: 'first_review', final: 'final_review' };

/** Where a decision at a stage leads. */
export function decisionTarget(stage: ReviewStage, decision: ReviewDecision): ApplicationStatus {
  if (decision === 'reject') return 'rejected';
  if (decision === 'return') return 'returned';
  return stage === 'first' ? 'final_review' : 'approved';
}

/** What the applicant writes (company details come from the account's organisation). */
export const applicationDraftSchema = z.strictObject({
  /** Absent for a new application. */
  id: z.optional(idParam),
  /** Required with an id: the version the applicant edited (optimistic concurrency). */
  version: z.optional(rowVersion),
  domainId: idParam,
  contactName: z.string().check(z.trim(), z.minLength(2, { message: '联系人至少2个字符' }), z.maxLength(20, { message: '联系人不能超过20个字符' })),
  contactPhone: mobilePhoneSchema,
  scenario: z.string().check(z.trim(), z.minLength(10, { message: '应用场景至少10个字符' }), z.maxLength(500, { message: '应用场景不能超过500个字符' })),
  dataUse: z
    .string()
    .check(z.trim(), z.minLength(10, { message: '数据使用说明至少10个字符' }), z.maxLength(2000, { message: '数据使用说明不能超过2000个字符' })),
  /** Files uploaded through /second/file/upload, in order; the saved list replaces the previous one. */
  attachmentIds: z._default(
    z.optional(z.array(fileIdSchema).check(z.maxLength(MAX_APPLICATION_ATTACHMENTS, { message: `附件不能超过${MAX_APPLICATION_ATTACHMENTS}个` }))),
    [],
  ),
});
export type ApplicationDraft = z.output<typeof applicationDraftSchema>;
/** A draft as the caller may write it (attachmentIds optional). */
export type ApplicationDraftInput = z.input<typeof applicationDraftSchema>;

/** A review decision; reject and return need an opinion. */
export const reviewDecisionSchema = z
  .strictObject({
    id: idParam,
    version: rowVersion,
    stage: z.enum(REVIEW_STAGES),
    decision: z.enum(REVIEW_DECISIONS),
    opinion: z.optional(z.string().check(z.trim(), z.maxLength(1000, { message: '审核意见不能超过1000个字符' }))),
  })
  .check(
    z.refine((input) => input.decision === 'pass' || (input.opinion ?? '').length >= 2, {
      message: '驳回或退回时请填写审核意见',
      path: ['opinion'],
    }),
  );
export type ReviewDecisionInput = z.output<typeof reviewDecisionSchema>;

/* ------------------------------------------------------------------ calls (issue 6) */

const named = z.object({ id: z.string(), name: z.string() });

export const ENTRY_STATUSES = ['open', 'closed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
/** Issue 21 §6: a domain's state has one name everywhere (the switch, the forms, the workspace home, the server's refusal). */
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = { open: '开放申请', closed: '暂停申请' };
export const ENTRY_STATUS_TONES: Record<EntryStatus, StatusTone> = { open: 'success', closed: 'neutral' };

export const applicationSummarySchema = z.object({
  id: z.string(),
  domain: named,
  corporation: named,
  status: z.enum(APPLICATION_STATUSES),
  round: z.number().check(z.int(), z.positive()),
  version: rowVersion,
  submittedAt: z.nullable(z.iso.datetime()),
  updatedAt: z.iso.datetime(),
});
export type ApplicationSummary = z.output<typeof applicationSummarySchema>;

export const transitionSchema = z.object({
  version: rowVersion,
  round: z.number().check(z.int(), z.positive()),
  action: z.enum(APPLICATION_ACTIONS),
  fromStatus: z.nullable(z.enum(APPLICATION_STATUSES)),
  toStatus: z.enum(APPLICATION_STATUSES),
  stage: z.nullable(z.enum(REVIEW_STAGES)),
  actor: z.object({ name: z.string(), type: z.enum(['admin', 'user', 'second']) }),
  opinion: z.nullable(z.string()),
  at: z.iso.datetime(),
});
export type Transition = z.output<typeof transitionSchema>;

export const applicationDetailSchema = z.extend(applicationSummarySchema, {
  /** The corporation account that applied (staff open its user/detail with it). */
  applicantUserId: z.string(),
  company: z.object({ name: z.string(), creditCode: z.string(), legalPerson: z.string(), address: z.string() }),
  contactName: z.string(),
  contactPhone: z.string(),
  scenario: z.string(),
  dataUse: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.nullable(z.iso.datetime()),
  /** Every transition, oldest first. */
  timeline: z.array(transitionSchema),
  /** The attached files, in order (the server always sends it; optional for older clients' fixtures). */
  attachments: z.optional(z.array(fileAttachmentSchema)),
  /** What the caller may do now (the server decides again when they do it). */
  can: z.object({ edit: z.boolean(), submit: z.boolean(), withdraw: z.boolean(), review: z.nullable(z.enum(REVIEW_STAGES)) }),
});
export type ApplicationDetail = z.output<typeof applicationDetailSchema>;

export const applicationListDataSchema = pagedDataSchema(applicationSummarySchema);
export type ApplicationListData = z.output<typeof applicationListDataSchema>;

const versionedId = z.strictObject({ id: idParam, version: rowVersion });

/** The statuses a review list may ask for: every one but draft (a draft is never reviewed). */
const REVIEW_LIST_STATUSES = APPLICATION_STATUSES.filter((status): status is Exclude<ApplicationStatus, 'draft'> => status !== 'draft');

export const reviewListQuerySchema = z.strictObject({
  ...pagingQuery,
  stage: z.enum(REVIEW_STAGES),
  /** Default: the applications waiting at this stage. */
  status: z.optional(z.enum(REVIEW_LIST_STATUSES)),
  domain: z.optional(idParam),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const entryConfigSchema = z.object({
  domain: named,
  status: z.enum(ENTRY_STATUSES),
  description: z.string(),
  updatedAt: z.nullable(z.iso.datetime()),
  /** The domain's template files, in order (the server always sends it). */
  templates: z.optional(z.array(templateFileSchema)),
});
export type EntryConfig = z.output<typeof entryConfigSchema>;

export const onboardingRoutes = {
  domainOptions: defineRoute({
    method: 'GET',
    path: '/second/domain/options',
    summary: "Every domain with its entry status and the caller's live application there, if any.",
    access: 'second',
    data: z.array(
      z.object({
        domain: z.extend(named, { description: z.string() }),
        status: z.enum(ENTRY_STATUSES),
        application: z.nullable(z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES) })),
      }),
    ),
  }),
  saveApplication: defineRoute({
    method: 'POST',
    path: '/second/domain/application/save',
    summary: 'Creates a draft application, or edits one that is a draft, returned or rejected (with its version).',
    access: 'second',
    body: applicationDraftSchema,
    data: applicationDetailSchema,
  }),
  submitApplication: defineRoute({
    method: 'POST',
    path: '/second/domain/application/submit',
    summary: 'Sends an application to first review; a returned or rejected one starts a new round.',
    access: 'second',
    body: versionedId,
    data: applicationDetailSchema,
  }),
  withdrawApplication: defineRoute({
    method: 'POST',
    path: '/second/domain/application/withdraw',
    summary: 'Withdraws an application before a final decision.',
    access: 'second',
    body: versionedId,
    data: applicationDetailSchema,
  }),
  myApplications: defineRoute({
    method: 'GET',
    path: '/second/domain/application/list',
    summary: "The caller's corporation's applications, newest first.",
    access: 'second',
    query: z.strictObject({ ...pagingQuery, status: z.optional(z.enum(APPLICATION_STATUSES)) }),
    data: applicationListDataSchema,
  }),
  myApplication: defineRoute({
    method: 'GET',
    path: '/second/domain/application/detail',
    summary: "One of the caller's corporation's applications with its timeline.",
    access: 'second',
    query: z.strictObject({ id: idParam }),
    data: applicationDetailSchema,
  }),
  reviewList: defineRoute({
    method: 'GET',
    path: '/primary/domain/review/list',
    summary: "A review queue: the first stage for a domain's reviewers (their domains only), the final stage for admins.",
    access: 'user',
    query: reviewListQuerySchema,
    data: applicationListDataSchema,
  }),
  reviewApplication: defineRoute({
    method: 'GET',
    path: '/primary/domain/application/detail',
    summary: 'One submitted application with its timeline, for its reviewers and admins.',
    access: 'user',
    query: z.strictObject({ id: idParam }),
    data: applicationDetailSchema,
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/primary/domain/review/decide',
    summary: "A decision at the caller's own stage: pass, reject or return (an opinion is required for the last two).",
    access: 'user',
    body: reviewDecisionSchema,
    data: applicationDetailSchema,
  }),
  entryConfigs: defineRoute({
    method: 'GET',
    path: '/primary/entry-config/list',
    summary: 'The entry configuration of every domain (a domain without one is closed).',
    access: 'admin',
    data: z.array(entryConfigSchema),
  }),
  entryStatus: defineRoute({
    method: 'POST',
    path: '/primary/entry-config/status',
    summary: 'Opens or closes a domain for applications.',
    access: 'admin',
    body: z.strictObject({ domainId: idParam, status: z.enum(ENTRY_STATUSES) }),
    data: entryConfigSchema,
    quiet: true,
  }),
  entryUpdate: defineRoute({
    method: 'POST',
    path: '/primary/entry-config/update',
    summary: "Updates a domain's entry description and, when given, its template files (creating its configuration, closed, if it has none).",
    access: 'admin',
    body: z.strictObject({
      domainId: idParam,
      description: z.string().check(z.trim(), z.maxLength(500, { message: '说明不能超过500个字符' })),
      /** Template files (uploaded by an admin with purpose template), in order; replaces the list. Absent: unchanged. */
      templateFileIds: z.optional(z.array(fileIdSchema).check(z.maxLength(MAX_ENTRY_TEMPLATES, { message: `模板文件不能超过${MAX_ENTRY_TEMPLATES}个` }))),
    }),
    data: entryConfigSchema,
    quiet: true,
  }),
  entryDelete: defineRoute({
    method: 'POST',
    path: '/primary/entry-config/delete',
    summary: "Deletes a domain's entry configuration: the domain is closed; applications already made go on.",
    access: 'admin',
    body: z.strictObject({ domainId: idParam }),
    data: z.null(),
    quiet: true,
  }),
  entryFiles: defineRoute({
    method: 'GET',
    path: '/second/entry/file-list',
    summary: "A domain's entry template files, for corporations preparing an application.",
    access: 'second',
    query: z.strictObject({ domainId: idParam }),
    data: z.array(templateFileSchema),
    quiet: true,
  }),
} as const;
