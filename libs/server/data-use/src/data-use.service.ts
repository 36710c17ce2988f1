import type { Kysely } from 'kysely';
import { COMMITMENT_IDS, decisionTarget, type DataUseDecisionInput, type DataUseDetail, type DataUseDraft, type ResourceDetail } from '@portal/api-contract';
import { actorOf, appendAudit } from '@portal/server-audit';
import { findResource } from '@portal/server-catalogue';
import { ERR, REVIEW_CONFLICT, checkReviewVersion, reviewTransition, transitionRecord, type DomainContext, type ReviewStore } from '@portal/server-core';
import { newRecordId, parseList, type Database, type DataUseApplication, type User } from '@portal/server-db';
import { findStoredFiles } from '@portal/server-files';
import { corporationOf } from '@portal/server-identity';
import { notify } from '@portal/server-notifications';
import { paths } from '@portal/site-config';
import { createAuthorization } from './authorizations.service';
import { liveAuthorizationId } from './authorizations.repository';
import { dataUseReviewRefusal, maySeeDataUse, ownerRefusal, type OwnerAction } from './data-use.policy';
import {
  findDataUse,
  insertDataUse,
  insertDataUseTransition,
  openDataUseId,
  replaceDataUseFiles,
  reviewerDepartmentsOf,
  updateDataUseIfCurrent,
} from './data-use.repository';
import { dataUseDetail } from './data-use.views';

/*
 * Applications to use conditional data (issue 22), through the one review state machine of server
 * core (review-workflow.ts): every change is one transaction of a conditional UPDATE and its audit
 * record; who may act is the data-use policy's answer.
 */

export const DATA_USE_NOT_FOUND = '数据使用申请不存在';
const CORPORATIONS_ONLY = '仅法人用户可以申请使用数据';

type Changes = Partial<Omit<DataUseApplication, 'id' | 'status' | 'version'>>;
const store: ReviewStore<DataUseApplication, Changes> = { updateIfCurrent: updateDataUseIfCurrent, insertTransition: insertDataUseTransition };

async function loadResource(db: Kysely<Database>, id: string): Promise<ResourceDetail> {
  const resource = await findResource(db, id);
  if (!resource) throw ERR.notFound('数据资源不存在或已下线');
  return resource;
}

/** Only conditional data is applied for: open data is downloaded as it is, closed data is not given. */
function requireConditional(resource: ResourceDetail): void {
  if (resource.openType === 'unconditional') throw ERR.badRequest('该数据资源无条件开放，无需申请，可直接下载或调用接口使用');
  if (resource.openType === 'closed') throw ERR.badRequest('该数据资源不予开放，不受理使用申请');
}

async function loadDataUse(db: Kysely<Database>, id: string): Promise<DataUseApplication> {
  const application = await findDataUse(db, id);
  if (!application) throw ERR.notFound(DATA_USE_NOT_FOUND);
  return application;
}

function enforceOwner(actor: User, application: DataUseApplication, action: OwnerAction, statusMessage: string): void {
  const refusal = ownerRefusal(actor, application, action);
  if (refusal === 'not_corporation') throw ERR.forbidden(CORPORATIONS_ONLY);
  if (refusal === 'not_own') throw ERR.notFound(DATA_USE_NOT_FOUND);
  if (refusal === 'status') throw ERR.conflict(statusMessage);
}

/** The draft's own columns, checked against the resource's field schema. */
function draftColumns(resource: ResourceDetail, draft: DataUseDraft) {
  const unknown = draft.fields.filter((name) => !resource.fields.some((field) => field.name === name));
  if (unknown.length > 0) throw ERR.badRequest(`参数错误：该资源没有字段 ${unknown.join('、')}`);
  const fields = resource.fields.filter((field) => draft.fields.includes(field.name)).map((field) => field.name);
  return {
    purpose: draft.purpose,
    scenario: draft.scenario,
    fields: JSON.stringify(fields),
    period_months: draft.periodMonths,
    commitments: JSON.stringify(COMMITMENT_IDS.filter((id) => draft.commitments.includes(id))),
    contact_name: draft.contactName,
    contact_phone: draft.contactPhone,
  };
}

/** Replaces the attachments: only files the corporation uploaded for a data-use application. */
async function attach(trx: Kysely<Database>, applicationId: string, orgId: string, requested: readonly string[]): Promise<void> {
  const ids = [...new Set(requested)];
  const owned = await findStoredFiles(trx, ids, { purpose: 'data-use', orgId });
  if (owned.length !== ids.length) throw ERR.badRequest('参数错误：attachmentIds 包含不存在或不属于贵单位的附件，请重新上传');
  await replaceDataUseFiles(trx, applicationId, ids);
}

async function createDraft(trx: Kysely<Database>, at: number, actor: User, orgId: string, resource: ResourceDetail, draft: DataUseDraft): Promise<string> {
  if (await openDataUseId(trx, orgId, resource.id)) throw ERR.conflict('贵单位已有该资源的使用申请，请在原申请上继续办理');
  if (await liveAuthorizationId(trx, orgId, resource.id, at)) throw ERR.conflict('贵单位已获得该资源的有效授权，授权期满后可再次申请');
  const org = await trx.selectFrom('organisations').select('name').where('id', '=', orgId).executeTakeFirstOrThrow();
  const application: DataUseApplication = {
    id: newRecordId('dua'),
    org_id: orgId,
    resource_id: resource.id,
    department_id: resource.department.id,
    applicant_user_id: actor.id,
    status: 'draft',
    round: 1,
    version: 1,
    company_name: org.name,
    ...draftColumns(resource, draft),
    scope: null,
    created_at: at,
    updated_at: at,
    submitted_at: null,
    decided_at: null,
  };
  await insertDataUse(trx, application);
  await insertDataUseTransition(trx, transitionRecord(application.id, { round: 1, version: 1, action: 'create', from: null, to: 'draft', actor, at }));
  return application.id;
}

/** Creates a draft, or edits one that is draft, returned or rejected. */
export async function saveDataUse(ctx: DomainContext, actor: User, draft: DataUseDraft): Promise<DataUseDetail> {
  const orgId = corporationOf(actor);
  if (!orgId) throw ERR.forbidden(CORPORATIONS_ONLY);
  const resource = await loadResource(ctx.db, draft.resourceId);
  requireConditional(resource);
  const id = await ctx.db.transaction().execute(async (trx) => {
    if (!draft.id) {
      const created = await createDraft(trx, ctx.now(), actor, orgId, resource, draft);
      await attach(trx, created, orgId, draft.attachmentIds);
      return created;
    }
    const application = await loadDataUse(trx, draft.id);
    enforceOwner(actor, application, 'edit', '当前状态的申请不能修改');
    if (application.resource_id !== resource.id) throw ERR.badRequest('不能更改申请的数据资源，请撤回后重新申请');
    checkReviewVersion(application, draft.version);
    await reviewTransition(store, trx, ctx.now(), application, { action: 'save', to: application.status, actor, changes: draftColumns(resource, draft) });
    await attach(trx, application.id, orgId, draft.attachmentIds);
    return application.id;
  });
  return getDataUse(ctx, actor, id);
}

/** Sends a draft to the department's review (every commitment accepted); a rejected or returned one starts a new round. */
export async function submitDataUse(ctx: DomainContext, actor: User, id: string, version: number): Promise<DataUseDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    const application = await loadDataUse(trx, id);
    enforceOwner(actor, application, 'submit', '当前状态的申请不能提交');
    checkReviewVersion(application, version);
    requireConditional(await loadResource(trx, application.resource_id));
    const accepted = parseList(application.commitments);
    if (!COMMITMENT_IDS.every((commitment) => accepted.includes(commitment))) throw ERR.badRequest('请阅读并承诺全部数据安全要求后再提交');
    const resubmit = application.status !== 'draft';
    const at = ctx.now();
    await reviewTransition(store, trx, at, application, {
      action: resubmit ? 'resubmit' : 'submit',
      to: 'first_review',
      actor,
      changes: { submitted_at: at, decided_at: null, ...(resubmit ? { round: application.round + 1 } : {}) },
    });
  });
  return getDataUse(ctx, actor, id);
}

/** The applicant takes the application back before a final decision. */
export async function withdrawDataUse(ctx: DomainContext, actor: User, id: string, version: number): Promise<DataUseDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    const application = await loadDataUse(trx, id);
    enforceOwner(actor, application, 'withdraw', '已有审批结论的申请不能撤回');
    checkReviewVersion(application, version);
    await reviewTransition(store, trx, ctx.now(), application, { action: 'withdraw', to: 'withdrawn', actor });
  });
  return getDataUse(ctx, actor, id);
}

/** The scope of a pass: only fields the corporation asked for. */
function scopeOf(application: DataUseApplication, input: DataUseDecisionInput): string | undefined {
  if (input.decision !== 'pass' || !input.scope) return undefined;
  const asked = parseList(application.fields);
  const outside = input.scope.fields.filter((name) => !asked.includes(name));
  if (outside.length > 0) throw ERR.badRequest(`授权字段须在申请的字段范围内：${outside.join('、')} 未被申请`);
  return JSON.stringify({ fields: asked.filter((name) => input.scope?.fields.includes(name)), months: input.scope.months, callQuota: input.scope.callQuota });
}

const OUTCOMES: Record<string, string> = {
  final_review: '已通过初审，进入平台终审',
  approved: '已获批准，授权已生效，请在“我的数据申请”中获取应用密钥',
  rejected: '未获通过',
  returned: '被退回修改，请按审核意见修改后重新提交',
};

/** Tells the applicant what was decided (in the decision's transaction; the SMS goes after it commits). */
async function notifyDecision(
  trx: Kysely<Database>,
  application: DataUseApplication,
  decision: { stage: 'first' | 'final'; to: string; opinion?: string | undefined },
  at: number,
): Promise<void> {
  const resource = await loadResource(trx, application.resource_id);
  const outcome = OUTCOMES[decision.to] ?? '状态已更新';
  const opinion = decision.opinion?.trim() ? `审核意见：${decision.opinion.trim()}` : '';
  await notify(
    trx,
    application.applicant_user_id,
    {
      kind: 'data-use.decision',
      title: `数据使用申请${outcome.split('，')[0]}`,
      body: `贵单位对“${resource.name}”的数据使用申请${outcome}。${opinion}`,
      link: paths.workspace.dataUseDetail.href(application.id),
    },
    at,
  );
}

/** A decision at the caller's own stage; the final pass creates the authorization. */
export async function decideDataUse(ctx: DomainContext, actor: User, input: DataUseDecisionInput): Promise<DataUseDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    const application = await loadDataUse(trx, input.id);
    const refusal = dataUseReviewRefusal(actor, await reviewerDepartmentsOf(trx, actor), application, input.stage);
    if (refusal === 'not_reviewer') throw ERR.forbidden(input.stage === 'first' ? '您不是该数据资源提供部门的审核人员' : '终审由平台管理员办理');
    if (refusal === 'status') throw ERR.conflict(REVIEW_CONFLICT);
    checkReviewVersion(application, input.version);
    const to = decisionTarget(input.stage, input.decision);
    const scope = scopeOf(application, input);
    const at = ctx.now();
    await reviewTransition(store, trx, at, application, {
      action: input.decision,
      to,
      actor,
      stage: input.stage,
      opinion: input.opinion,
      changes: { ...(scope ? { scope } : {}), ...(to === 'approved' || to === 'rejected' ? { decided_at: at } : {}) },
    });
    if (to === 'approved' && scope) await createAuthorization(trx, at, { ...application, scope });
    await notifyDecision(trx, application, { stage: input.stage, to, opinion: input.opinion }, at);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: `data-use.${input.stage}.${input.decision}`,
      target: { type: 'data-use', id: application.id },
      summary: {
        resource: application.resource_id,
        before: { status: application.status },
        after: { status: to },
        ...(scope ? { scope: JSON.parse(scope) } : {}),
      },
      at,
    });
  });
  return getDataUse(ctx, actor, input.id);
}

/** One application, for whoever may see it (others get 4011). */
export async function getDataUse(ctx: DomainContext, actor: User, id: string): Promise<DataUseDetail> {
  const application = await loadDataUse(ctx.db, id);
  if (!maySeeDataUse(actor, await reviewerDepartmentsOf(ctx.db, actor), application)) throw ERR.notFound(DATA_USE_NOT_FOUND);
  const resource = await loadResource(ctx.db, application.resource_id);
  return dataUseDetail(ctx.db, actor, application, { resource, departmentName: resource.department.name, now: ctx.now() });
}
