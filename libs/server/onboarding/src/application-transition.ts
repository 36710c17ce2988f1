import type { Insertable, Kysely } from 'kysely';
import type { ApplicationAction, ApplicationStatus } from '@portal/api-contract';
import { newRecordId, type ApplicationTransitionTable, type Database, type DomainApplication, type User } from '@portal/server-db';
import { ERR } from '@portal/server-core';
import { findStoredFiles } from '@portal/server-files';
import { applicationTrail, findApplication, insertTransition, replaceApplicationFiles, updateApplicationIfCurrent } from './onboarding.repository';
import type { ApplicationWithTrail } from './onboarding.types';

/** The answer to a change that lost a race or was decided on an old version. */
export const CONFLICT = '该申请已被他人处理或已更新，请刷新后重试';
export const APPLICATION_NOT_FOUND = '入驻申请不存在';

/** One step of the state machine: what happens, where to, by whom, and what else changes with it. */
export interface TransitionStep {
  action: ApplicationAction;
  to: ApplicationStatus;
  actor: User;
  stage?: 'first' | 'final';
  opinion?: string | undefined;
  changes?: Partial<Omit<DomainApplication, 'id' | 'status' | 'version'>>;
}

/** The audit record of a transition that produced `version`. */
export function transitionRecord(
  application: Pick<DomainApplication, 'id'>,
  record: { round: number; version: number; action: ApplicationAction; from: ApplicationStatus | null; to: ApplicationStatus; actor: User; at: number },
  extra: { stage?: 'first' | 'final' | undefined; opinion?: string | undefined } = {},
): Insertable<ApplicationTransitionTable> {
  return {
    id: newRecordId('trn'),
    application_id: application.id,
    round: record.round,
    version: record.version,
    action: record.action,
    from_status: record.from,
    to_status: record.to,
    stage: extra.stage ?? null,
    actor_user_id: record.actor.id,
    actor_name: record.actor.name,
    actor_type: record.actor.user_type,
    opinion: extra.opinion?.trim() || null,
    at: record.at,
  };
}

/**
 * Moves the application one step, in the caller's transaction: a conditional UPDATE on
 * (id, version, status) — of two people acting at once exactly one wins and the other gets a
 * conflict — and the audit record of the transition.
 */
export async function transition(trx: Kysely<Database>, at: number, application: DomainApplication, step: TransitionStep): Promise<void> {
  const version = application.version + 1;
  const updated = await updateApplicationIfCurrent(trx, application, { ...step.changes, status: step.to, version, updated_at: at });
  if (!updated) throw ERR.conflict(CONFLICT);
  const round = step.changes?.round ?? application.round;
  const record = { round, version, action: step.action, from: application.status, to: step.to, actor: step.actor, at };
  await insertTransition(trx, transitionRecord(application, record, { stage: step.stage, opinion: step.opinion }));
}

/** The application, or 4011. */
export async function loadApplication(db: Kysely<Database>, id: string): Promise<DomainApplication> {
  const application = await findApplication(db, id);
  if (!application) throw ERR.notFound(APPLICATION_NOT_FOUND);
  return application;
}

/** The application with its audit trail, or 4011. */
export async function withTrail(db: Kysely<Database>, id: string): Promise<ApplicationWithTrail> {
  const application = await loadApplication(db, id);
  const transitions = await applicationTrail(db, id);
  return { application, transitions };
}

/** The caller's version must be the current one (they decided on what they saw). */
export function checkVersion(application: DomainApplication, version: number | undefined): void {
  if (version !== application.version) throw ERR.conflict(CONFLICT);
}

/**
 * Replaces an application's attachments, in the same transaction as its change: only files the
 * applicant's corporation uploaded as application files (anything else is refused, 400).
 */
export async function attach(trx: Kysely<Database>, applicationId: string, orgId: string, requested: readonly string[]): Promise<void> {
  const ids = [...new Set(requested)];
  const owned = await findStoredFiles(trx, ids, { purpose: 'application', orgId });
  if (owned.length !== ids.length) throw ERR.badRequest('参数错误：body.attachmentIds 包含不存在或不属于贵单位的附件，请重新上传');
  await replaceApplicationFiles(trx, applicationId, ids);
}
