import type { Kysely } from 'kysely';
import { actorOf, appendAudit } from '@portal/server-audit';
import {
  CREDIT_CODE_INVALID_MESSAGE,
  ENTRY_STATUS_LABELS,
  decisionTarget,
  isValidCreditCode,
  type ApplicationDraftInput,
  type ReviewDecisionInput,
} from '@portal/api-contract';
import { newRecordId, type Database, type DomainApplication, type User } from '@portal/server-db';
import { ERR, type DomainContext } from '@portal/server-core';
import { corporationOf } from '@portal/server-identity';
import { notify } from '@portal/server-notifications';
import { paths } from '@portal/site-config';
import { maySeeApplication, ownerRefusal, reviewRefusal, type OwnerAction } from './onboarding.policy';
import { domainName, insertApplication, insertTransition, liveApplicationId, organisationSnapshot, reviewerDomainsOf } from './onboarding.repository';
import { entryStatusOf } from './entry-config.repository';
import { APPLICATION_NOT_FOUND, CONFLICT, attach, checkVersion, loadApplication, transition, transitionRecord, withTrail } from './application-transition';
import type { ApplicationWithTrail } from './onboarding.types';

/*
 * The one owner of the onboarding state machine (issue 6, architecture §6).
 *
 *   draft ─submit→ first_review ─pass→ final_review ─pass→ approved
 *                       │ reject / return   │ reject / return
 *                       ▼                   ▼
 *                 rejected / returned ─resubmit (round + 1)→ first_review
 *   draft, first_review, final_review, returned ─withdraw→ withdrawn
 *
 * Every change is one transaction: a conditional UPDATE on (id, version, status) —
 * so of two people acting at once exactly one wins and the other gets a conflict —
 * and the audit record of the transition. Who may act is decided on the server, by the
 * onboarding policy: a corporation on its own applications, a reviewer at the first stage of
 * the domains assigned to them, an admin at the final stage.
 */

type DraftFields = Pick<DomainApplication, 'contact_name' | 'contact_phone' | 'scenario' | 'data_use'>;

const CORPORATIONS_ONLY = '仅法人用户可以提交入驻申请';

/** The corporation an account applies for, or 403. */
function requireCorporation(actor: User): string {
  const orgId = corporationOf(actor);
  if (!orgId) throw ERR.forbidden(CORPORATIONS_ONLY);
  return orgId;
}

/** Enforces the policy's answer for an applicant's action; `statusMessage` is the 409's. */
function enforceOwner(actor: User, application: DomainApplication, action: OwnerAction, statusMessage: string): void {
  const refusal = ownerRefusal(actor, application, action);
  if (refusal === 'not_corporation') throw ERR.forbidden(CORPORATIONS_ONLY);
  // Another corporation's application does not exist as far as this one can tell.
  if (refusal === 'not_own') throw ERR.notFound(APPLICATION_NOT_FOUND);
  if (refusal === 'status') throw ERR.conflict(statusMessage);
}

/** Edits a draft, returned or rejected application of the corporation (same domain, current version). */
async function editDraft(
  trx: Kysely<Database>,
  now: () => number,
  actor: User,
  draft: ApplicationDraftInput & { id: string },
  fields: DraftFields,
): Promise<string> {
  const orgId = requireCorporation(actor);
  const application = await loadApplication(trx, draft.id);
  enforceOwner(actor, application, 'edit', '当前状态的申请不能修改');
  if (application.domain_id !== draft.domainId) throw ERR.badRequest('不能更改申请的数据领域，请撤回后重新申请');
  checkVersion(application, draft.version);
  await transition(trx, now(), application, { action: 'save', to: application.status, actor, changes: fields });
  await attach(trx, application.id, orgId, draft.attachmentIds ?? []);
  return application.id;
}

/** A new draft in an open domain, one live application per corporation and domain. */
async function createDraft(trx: Kysely<Database>, now: () => number, actor: User, draft: ApplicationDraftInput, fields: DraftFields): Promise<string> {
  const orgId = requireCorporation(actor);
  if ((await entryStatusOf(trx, draft.domainId)) !== 'open') throw ERR.badRequest('该数据领域暂未开放入驻申请');
  if (await liveApplicationId(trx, orgId, draft.domainId)) throw ERR.conflict('贵单位在该领域已有入驻申请，请在原申请上继续办理');
  const org = await organisationSnapshot(trx, orgId);
  const at = now();
  const application: DomainApplication = {
    id: newRecordId('app'),
    org_id: orgId,
    domain_id: draft.domainId,
    applicant_user_id: actor.id,
    status: 'draft',
    round: 1,
    version: 1,
    company_name: org.name,
    credit_code: org.credit_code,
    legal_person: org.legal_person,
    address: org.address,
    ...fields,
    created_at: at,
    updated_at: at,
    submitted_at: null,
    decided_at: null,
  };
  await insertApplication(trx, application);
  await insertTransition(trx, transitionRecord(application, { round: 1, version: 1, action: 'create', from: null, to: 'draft', actor, at }));
  await attach(trx, application.id, orgId, draft.attachmentIds ?? []);
  return application.id;
}

/** Creates a draft, or edits one that is draft, returned or rejected. */
export async function saveDraft({ db, now }: DomainContext, actor: User, draft: ApplicationDraftInput): Promise<ApplicationWithTrail> {
  requireCorporation(actor);
  const fields: DraftFields = { contact_name: draft.contactName, contact_phone: draft.contactPhone, scenario: draft.scenario, data_use: draft.dataUse };
  const id = await db.transaction().execute(async (trx) => {
    const draftId = draft.id;
    return draftId ? editDraft(trx, now, actor, { ...draft, id: draftId }, fields) : createDraft(trx, now, actor, draft, fields);
  });
  return withTrail(db, id);
}

/** Sends a draft to first review; a rejected or returned one starts a new round. */
export async function submitApplication({ db, now }: DomainContext, actor: User, id: string, version: number): Promise<ApplicationWithTrail> {
  await db.transaction().execute(async (trx) => {
    const application = await loadApplication(trx, id);
    enforceOwner(actor, application, 'submit', '当前状态的申请不能提交');
    checkVersion(application, version);
    if ((await entryStatusOf(trx, application.domain_id)) !== 'open') throw ERR.badRequest(`该数据领域${ENTRY_STATUS_LABELS.closed}，暂不能提交`);
    // GB 32100: the code the application carries (from the account's organisation) must check out.
    if (!isValidCreditCode(application.credit_code)) throw ERR.badRequest(CREDIT_CODE_INVALID_MESSAGE);
    const resubmit = application.status !== 'draft';
    await transition(trx, now(), application, {
      action: resubmit ? 'resubmit' : 'submit',
      to: 'first_review',
      actor,
      changes: { submitted_at: now(), decided_at: null, ...(resubmit ? { round: application.round + 1 } : {}) },
    });
  });
  return withTrail(db, id);
}

/** The applicant takes the application back before a final decision. */
export async function withdrawApplication({ db, now }: DomainContext, actor: User, id: string, version: number): Promise<ApplicationWithTrail> {
  await db.transaction().execute(async (trx) => {
    const application = await loadApplication(trx, id);
    enforceOwner(actor, application, 'withdraw', '已有审批结论的申请不能撤回');
    checkVersion(application, version);
    await transition(trx, now(), application, { action: 'withdraw', to: 'withdrawn', actor });
  });
  return withTrail(db, id);
}

const OUTCOMES: Record<string, string> = {
  final_review: '已通过初审，进入平台终审',
  approved: '已获批准，贵单位已成为该领域的授权运营单位',
  rejected: '未获通过',
  returned: '被退回修改，请按审核意见修改后重新提交',
};

/** Issue 22: the applicant is told of each decision (stored with it; texted after it commits). */
async function notifyDecision(trx: Kysely<Database>, application: DomainApplication, to: string, opinion: string | undefined, at: number): Promise<void> {
  const outcome = OUTCOMES[to] ?? '状态已更新';
  const domain = await domainName(trx, application.domain_id);
  await notify(
    trx,
    application.applicant_user_id,
    {
      kind: 'onboarding.decision',
      title: `领域入驻申请${outcome.split('，')[0]}`,
      body: `贵单位在“${domain}”领域的入驻申请${outcome}。${opinion?.trim() ? `审核意见：${opinion.trim()}` : ''}`,
      link: paths.workspace.applicationDetail.href(application.id),
    },
    at,
  );
}

/** A review decision at the caller's own stage: first (domain reviewer) or final (admin). */
export async function reviewApplication(ctx: DomainContext, actor: User, input: ReviewDecisionInput): Promise<ApplicationWithTrail> {
  const { db, now } = ctx;
  await db.transaction().execute(async (trx) => {
    const application = await loadApplication(trx, input.id);
    const refusal = reviewRefusal(actor, await reviewerDomainsOf(trx, actor), application, input.stage);
    if (refusal === 'not_reviewer') throw ERR.forbidden(input.stage === 'first' ? '您不是该领域的初审人员' : '终审由平台管理员办理');
    if (refusal === 'status') throw ERR.conflict(CONFLICT);
    checkVersion(application, input.version);
    const to = decisionTarget(input.stage, input.decision);
    await transition(trx, now(), application, {
      action: input.decision,
      to,
      actor,
      stage: input.stage,
      opinion: input.opinion,
      changes: to === 'approved' || to === 'rejected' ? { decided_at: now() } : {},
    });
    await notifyDecision(trx, application, to, input.opinion, now());
    // Issue 17: the decision is audited in its own transaction.
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: `review.${input.stage}.${input.decision}`,
      target: { type: 'application', id: application.id },
      summary: { domain: application.domain_id, before: { status: application.status }, after: { status: to } },
      at: now(),
    });
  });
  return withTrail(db, input.id);
}

/** One application with its trail, for whoever may see it (the policy; others get 4011). */
export async function getApplication({ db }: DomainContext, actor: User, id: string): Promise<ApplicationWithTrail> {
  const found = await withTrail(db, id);
  if (!maySeeApplication(actor, await reviewerDomainsOf(db, actor), found.application)) throw ERR.notFound(APPLICATION_NOT_FOUND);
  return found;
}
