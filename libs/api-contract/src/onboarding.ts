import { z } from 'zod';

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

const mobilePhone = z.string().regex(/^1[3-9]\d{9}$/, { message: '请输入正确的手机号码' });
const idParam = z.string().regex(/^[a-z][a-z0-9_]{1,40}$/, { message: '编号格式不正确' });

/** What the applicant writes (company details come from the account's organisation). */
export const applicationDraftSchema = z.strictObject({
  /** Absent for a new application. */
  id: idParam.optional(),
  /** Required with an id: the version the applicant edited (optimistic concurrency). */
  version: z.number().int().positive().optional(),
  domainId: idParam,
  contactName: z.string().trim().min(2, { message: '联系人至少2个字符' }).max(20, { message: '联系人不能超过20个字符' }),
  contactPhone: mobilePhone,
  scenario: z.string().trim().min(10, { message: '应用场景至少10个字符' }).max(500, { message: '应用场景不能超过500个字符' }),
  dataUse: z.string().trim().min(10, { message: '数据使用说明至少10个字符' }).max(2000, { message: '数据使用说明不能超过2000个字符' }),
});
export type ApplicationDraft = z.output<typeof applicationDraftSchema>;

/** A review decision; reject and return need an opinion. */
export const reviewDecisionSchema = z
  .strictObject({
    id: idParam,
    version: z.number().int().positive(),
    stage: z.enum(REVIEW_STAGES),
    decision: z.enum(REVIEW_DECISIONS),
    opinion: z.string().trim().max(1000, { message: '审核意见不能超过1000个字符' }).optional(),
  })
  .refine((input) => input.decision === 'pass' || (input.opinion ?? '').length >= 2, {
    message: '驳回或退回时请填写审核意见',
    path: ['opinion'],
  });
export type ReviewDecisionInput = z.output<typeof reviewDecisionSchema>;
