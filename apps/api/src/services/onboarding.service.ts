import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  CREDIT_CODE_INVALID_MESSAGE,
  EDITABLE_STATUSES,
  ENTRY_STATUS_LABELS,
  STAGE_STATUS,
  WITHDRAWABLE_STATUSES,
  decisionTarget,
  isValidCreditCode,
  type ApplicationAction,
  type ApplicationDraftInput,
  type ApplicationStatus,
  type ReviewDecisionInput,
} from '@portal/api-contract';
import type { ApplicationTransition, Database, DomainApplication, User } from '@portal/server-db';
import { ERR } from '@portal/server-core';

/** Ids the contract's id pattern accepts (lower-case letters, digits, underscore). */
const newRecordId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const CONFLICT = '该申请已被他人处理或已更新，请刷新后重试';

export interface ApplicationWithTrail {
  application: DomainApplication;
  transitions: ApplicationTransition[];
}

/**
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
 * and the audit record of the transition. Who may act is decided here, on the
 * server: a corporation on its own applications, a reviewer at the first stage of
 * the domains assigned to them, an admin at the final stage.
 */
export function createOnboardingService({ db, now }: { db: Kysely<Database>; now: () => number }) {
  async function load(trx: Kysely<Database>, id: string): Promise<DomainApplication> {
    const application = await trx.selectFrom('domain_applications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!application) throw ERR.notFound('入驻申请不存在');
    return { ...application, version: Number(application.version), round: Number(application.round) };
  }

  function requireCorporation(actor: User): string {
    if (actor.user_type !== 'second' || !actor.org_id) throw ERR.forbidden('仅法人用户可以提交入驻申请');
    return actor.org_id;
  }

  function requireOwn(actor: User, application: DomainApplication) {
    const orgId = requireCorporation(actor);
    // Another corporation's application does not exist as far as this one can tell.
    if (application.org_id !== orgId) throw ERR.notFound('入驻申请不存在');
  }

  async function reviews(trx: Kysely<Database>, actor: User, domainId: string): Promise<boolean> {
    const row = await trx.selectFrom('reviewer_domains').select('user_id').where('user_id', '=', actor.id).where('domain_id', '=', domainId).executeTakeFirst();
    return row !== undefined;
  }

  async function transition(
    trx: Transaction<Database>,
    application: DomainApplication,
    step: {
      action: ApplicationAction;
      to: ApplicationStatus;
      actor: User;
      stage?: 'first' | 'final';
      opinion?: string | undefined;
      changes?: Partial<Omit<DomainApplication, 'id' | 'status' | 'version'>>;
    },
  ): Promise<void> {
    const at = now();
    const round = step.changes?.round ?? application.round;
    const result = await trx
      .updateTable('domain_applications')
      .set({ ...step.changes, status: step.to, version: application.version + 1, updated_at: at })
      .where('id', '=', application.id)
      .where('version', '=', application.version)
      .where('status', '=', application.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw ERR.conflict(CONFLICT);
    await trx
      .insertInto('application_transitions')
      .values({
        id: newRecordId('trn'),
        application_id: application.id,
        round,
        version: application.version + 1,
        action: step.action,
        from_status: application.status,
        to_status: step.to,
        stage: step.stage ?? null,
        actor_user_id: step.actor.id,
        actor_name: step.actor.name,
        actor_type: step.actor.user_type,
        opinion: step.opinion?.trim() || null,
        at,
      })
      .execute();
  }

  /**
   * Replaces an application's attachments, in the same transaction as its change: only files the
   * applicant's corporation uploaded as application files (anything else is refused, 400).
   */
  async function attach(trx: Transaction<Database>, applicationId: string, orgId: string, requested: readonly string[]) {
    const ids = [...new Set(requested)];
    if (ids.length > 0) {
      const owned = await trx.selectFrom('stored_files').select('id').where('id', 'in', ids).where('purpose', '=', 'application').where('org_id', '=', orgId).execute();
      if (owned.length !== ids.length) throw ERR.badRequest('参数错误：body.attachmentIds 包含不存在或不属于贵单位的附件，请重新上传');
    }
    await trx.deleteFrom('application_files').where('application_id', '=', applicationId).execute();
    if (ids.length > 0) {
      await trx
        .insertInto('application_files')
        .values(ids.map((fileId, position) => ({ application_id: applicationId, file_id: fileId, position })))
        .execute();
    }
  }

  /** A domain's template files: admins' uploads with purpose template (others 400); replaces the list. */
  async function setTemplates(trx: Transaction<Database>, domainId: string, requested: readonly string[]) {
    const ids = [...new Set(requested)];
    if (ids.length > 0) {
      const found = await trx.selectFrom('stored_files').select('id').where('id', 'in', ids).where('purpose', '=', 'template').execute();
      if (found.length !== ids.length) throw ERR.badRequest('参数错误：body.templateFileIds 包含不存在或不是模板的文件');
    }
    await trx.deleteFrom('entry_template_files').where('domain_id', '=', domainId).execute();
    if (ids.length > 0) {
      await trx
        .insertInto('entry_template_files')
        .values(ids.map((fileId, position) => ({ domain_id: domainId, file_id: fileId, position })))
        .execute();
    }
  }

  /** The caller's version must be the current one (they decided on what they saw). */
  function checkVersion(application: DomainApplication, version: number | undefined) {
    if (version !== application.version) throw ERR.conflict(CONFLICT);
  }

  async function withTrail(id: string): Promise<ApplicationWithTrail> {
    const application = await load(db, id);
    const transitions = await db.selectFrom('application_transitions').selectAll().where('application_id', '=', id).orderBy('version').execute();
    return { application, transitions };
  }

  async function requireDomain(trx: Kysely<Database>, domainId: string) {
    const domain = await trx.selectFrom('data_domains').select('id').where('id', '=', domainId).executeTakeFirst();
    if (!domain) throw ERR.notFound('数据领域不存在');
  }

  async function upsertEntry(trx: Kysely<Database>, actor: User, domainId: string, change: { status?: 'open' | 'closed'; description?: string }) {
    await requireDomain(trx, domainId);
    const at = now();
    await trx
      .insertInto('domain_entry_configs')
      .values({ domain_id: domainId, status: change.status ?? 'closed', description: change.description ?? '', updated_by: actor.id, updated_at: at })
      .onConflict((conflict) => conflict.column('domain_id').doUpdateSet({ ...change, updated_by: actor.id, updated_at: at }))
      .execute();
  }

  return {
    /** Creates a draft, or edits one that is draft, returned or rejected. */
    async saveDraft(actor: User, draft: ApplicationDraftInput): Promise<ApplicationWithTrail> {
      const orgId = requireCorporation(actor);
      const attachmentIds = draft.attachmentIds ?? [];
      const fields = {
        contact_name: draft.contactName,
        contact_phone: draft.contactPhone,
        scenario: draft.scenario,
        data_use: draft.dataUse,
      };
      const id = await db.transaction().execute(async (trx) => {
        if (draft.id) {
          const application = await load(trx, draft.id);
          requireOwn(actor, application);
          if (!EDITABLE_STATUSES.includes(application.status)) throw ERR.conflict('当前状态的申请不能修改');
          if (application.domain_id !== draft.domainId) throw ERR.badRequest('不能更改申请的数据领域，请撤回后重新申请');
          checkVersion(application, draft.version);
          await transition(trx, application, { action: 'save', to: application.status, actor, changes: fields });
          await attach(trx, application.id, orgId, attachmentIds);
          return application.id;
        }
        const config = await trx.selectFrom('domain_entry_configs').select('status').where('domain_id', '=', draft.domainId).executeTakeFirst();
        if (config?.status !== 'open') throw ERR.badRequest('该数据领域暂未开放入驻申请');
        const live = await trx
          .selectFrom('domain_applications')
          .select('id')
          .where('org_id', '=', orgId)
          .where('domain_id', '=', draft.domainId)
          .where('status', '<>', 'withdrawn')
          .executeTakeFirst();
        if (live) throw ERR.conflict('贵单位在该领域已有入驻申请，请在原申请上继续办理');
        const org = await trx.selectFrom('organisations').selectAll().where('id', '=', orgId).executeTakeFirstOrThrow();
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
        await trx.insertInto('domain_applications').values(application).execute();
        await trx
          .insertInto('application_transitions')
          .values({
            id: newRecordId('trn'),
            application_id: application.id,
            round: 1,
            version: 1,
            action: 'create',
            from_status: null,
            to_status: 'draft',
            stage: null,
            actor_user_id: actor.id,
            actor_name: actor.name,
            actor_type: actor.user_type,
            opinion: null,
            at,
          })
          .execute();
        await attach(trx, application.id, orgId, attachmentIds);
        return application.id;
      });
      return withTrail(id);
    },

    /** Sends a draft to first review; a rejected or returned one starts a new round. */
    async submit(actor: User, id: string, version: number): Promise<ApplicationWithTrail> {
      await db.transaction().execute(async (trx) => {
        const application = await load(trx, id);
        requireOwn(actor, application);
        if (!EDITABLE_STATUSES.includes(application.status)) throw ERR.conflict('当前状态的申请不能提交');
        checkVersion(application, version);
        const config = await trx.selectFrom('domain_entry_configs').select('status').where('domain_id', '=', application.domain_id).executeTakeFirst();
        if (config?.status !== 'open') throw ERR.badRequest(`该数据领域${ENTRY_STATUS_LABELS.closed}，暂不能提交`);
        // GB 32100: the code the application carries (from the account's organisation) must check out.
        if (!isValidCreditCode(application.credit_code)) throw ERR.badRequest(CREDIT_CODE_INVALID_MESSAGE);
        const resubmit = application.status !== 'draft';
        await transition(trx, application, {
          action: resubmit ? 'resubmit' : 'submit',
          to: 'first_review',
          actor,
          changes: { submitted_at: now(), decided_at: null, ...(resubmit ? { round: application.round + 1 } : {}) },
        });
      });
      return withTrail(id);
    },

    /** The applicant takes the application back before a final decision. */
    async withdraw(actor: User, id: string, version: number): Promise<ApplicationWithTrail> {
      await db.transaction().execute(async (trx) => {
        const application = await load(trx, id);
        requireOwn(actor, application);
        if (!WITHDRAWABLE_STATUSES.includes(application.status)) throw ERR.conflict('已有审批结论的申请不能撤回');
        checkVersion(application, version);
        await transition(trx, application, { action: 'withdraw', to: 'withdrawn', actor });
      });
      return withTrail(id);
    },

    /** A review decision at the caller's own stage: first (domain reviewer) or final (admin). */
    async review(actor: User, input: ReviewDecisionInput): Promise<ApplicationWithTrail> {
      await db.transaction().execute(async (trx) => {
        const application = await load(trx, input.id);
        if (input.stage === 'first') {
          if (actor.user_type !== 'user' || !(await reviews(trx, actor, application.domain_id))) throw ERR.forbidden('您不是该领域的初审人员');
        } else if (actor.user_type !== 'admin') {
          throw ERR.forbidden('终审由平台管理员办理');
        }
        if (application.status !== STAGE_STATUS[input.stage]) throw ERR.conflict(CONFLICT);
        checkVersion(application, input.version);
        const to = decisionTarget(input.stage, input.decision);
        await transition(trx, application, {
          action: input.decision,
          to,
          actor,
          stage: input.stage,
          opinion: input.opinion,
          changes: to === 'approved' || to === 'rejected' ? { decided_at: now() } : {},
        });
      });
      return withTrail(input.id);
    },

    /** Opens or closes a domain for applications (admin; the route checks the role). */
    async setEntryStatus(actor: User, domainId: string, status: 'open' | 'closed'): Promise<void> {
      await upsertEntry(db, actor, domainId, { status });
    },

    /**
     * A domain's entry description and, when given, its template files (one transaction);
     * a domain without a configuration gets one, closed.
     */
    async updateEntry(actor: User, domainId: string, description: string, templateFileIds?: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await upsertEntry(trx, actor, domainId, { description });
        if (templateFileIds) await setTemplates(trx, domainId, templateFileIds);
      });
    },

    /** Removes a domain's configuration and its template list: the domain is closed; applications already made go on. */
    async deleteEntry(domainId: string): Promise<void> {
      await requireDomain(db, domainId);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('entry_template_files').where('domain_id', '=', domainId).execute();
        await trx.deleteFrom('domain_entry_configs').where('domain_id', '=', domainId).execute();
      });
    },

    /**
     * One application with its trail, for whoever may see it (others get 4011): its corporation;
     * staff once it was submitted (issue 12 §10: a draft withdrawn before that stays the
     * corporation's own), reviewers only in their domains.
     */
    async get(actor: User, id: string): Promise<ApplicationWithTrail> {
      const found = await withTrail(id);
      const { application } = found;
      const visible =
        actor.user_type === 'second'
          ? application.org_id === actor.org_id
          : application.submitted_at !== null &&
            (actor.user_type === 'admin' || (actor.user_type === 'user' && (await reviews(db, actor, application.domain_id))));
      if (!visible) throw ERR.notFound('入驻申请不存在');
      return found;
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
