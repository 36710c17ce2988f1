import type { Insertable, Kysely } from 'kysely';
import type { ApplicationTransitionTable, Database, DomainApplication } from '@portal/server-db';
import {
  ERR,
  REVIEW_CONFLICT,
  checkReviewVersion,
  reviewTransition,
  transitionRecord as coreTransitionRecord,
  type ReviewStep,
  type ReviewStore,
} from '@portal/server-core';
import { findStoredFiles } from '@portal/server-files';
import { applicationTrail, findApplication, insertTransition, replaceApplicationFiles, updateApplicationIfCurrent } from './onboarding.repository';
import type { ApplicationWithTrail } from './onboarding.types';

/** The answer to a change that lost a race or was decided on an old version. */
export const CONFLICT = REVIEW_CONFLICT;
export const APPLICATION_NOT_FOUND = '入驻申请不存在';

type Changes = Partial<Omit<DomainApplication, 'id' | 'status' | 'version'>>;

/** One step of the state machine: what happens, where to, by whom, and what else changes with it. */
export type TransitionStep = ReviewStep<Changes>;

/** Onboarding's table and trail for the review state machine (server core review-workflow.ts). */
const store: ReviewStore<DomainApplication, Changes> = { updateIfCurrent: updateApplicationIfCurrent, insertTransition };

/** The audit record of a transition that produced `version`. */
export function transitionRecord(
  application: Pick<DomainApplication, 'id'>,
  record: Parameters<typeof coreTransitionRecord>[1],
  extra: Parameters<typeof coreTransitionRecord>[2] = {},
): Insertable<ApplicationTransitionTable> {
  return coreTransitionRecord(application.id, record, extra);
}

/**
 * Moves the application one step, in the caller's transaction (the review state machine of server
 * core: a conditional UPDATE on (id, version, status) and the audit record of the transition).
 */
export function transition(trx: Kysely<Database>, at: number, application: DomainApplication, step: TransitionStep): Promise<void> {
  return reviewTransition(store, trx, at, application, step);
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
export const checkVersion: (application: DomainApplication, version: number | undefined) => void = checkReviewVersion;

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
