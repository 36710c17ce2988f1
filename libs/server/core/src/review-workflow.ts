import type { Insertable, Kysely } from 'kysely';
import type { ApplicationAction, ApplicationStatus } from '@portal/api-contract';
import { newRecordId, type ApplicationTransitionTable, type Database, type User } from '@portal/server-db';
import { ERR } from './errors';

/*
 * The one review state machine (issues 6 and 22): domain onboarding and applications to use
 * conditional data move through the same states, stages and decisions (the contract's
 * APPLICATION_STATUSES, decisionTarget …) with the same transaction-and-audit step. Each domain
 * gives its table through a ReviewStore; the rules of who may act stay in the domain's policy.
 *
 *   draft ─submit→ first_review ─pass→ final_review ─pass→ approved
 *                       │ reject / return   │ reject / return
 *                       ▼                   ▼
 *                 rejected / returned ─resubmit (round + 1)→ first_review
 *   draft, first_review, final_review, returned ─withdraw→ withdrawn
 */

/** The answer to a change that lost a race or was decided on an old version. */
export const REVIEW_CONFLICT = '该申请已被他人处理或已更新，请刷新后重试';

/** What every reviewed application has. */
export interface Reviewed {
  id: string;
  status: ApplicationStatus;
  version: number;
  round: number;
}

/** One step: what happens, where to, by whom, and what else of the row changes with it. */
export interface ReviewStep<Changes extends object> {
  action: ApplicationAction;
  to: ApplicationStatus;
  actor: User;
  stage?: 'first' | 'final';
  opinion?: string | undefined;
  changes?: Changes & { round?: number };
}

/** A domain's table of reviewed applications and its trail. */
export interface ReviewStore<Row extends Reviewed, Changes extends object> {
  /** Changes the row only if it still has the version and status it was read with; whether it did. */
  updateIfCurrent(
    trx: Kysely<Database>,
    row: Row,
    set: Changes & { status: ApplicationStatus; version: number; updated_at: number; round?: number },
  ): Promise<boolean>;
  insertTransition(trx: Kysely<Database>, record: Insertable<ApplicationTransitionTable>): Promise<void>;
}

/** The audit record of a transition that produced `version`. */
export function transitionRecord(
  applicationId: string,
  record: { round: number; version: number; action: ApplicationAction; from: ApplicationStatus | null; to: ApplicationStatus; actor: User; at: number },
  extra: { stage?: 'first' | 'final' | undefined; opinion?: string | undefined } = {},
): Insertable<ApplicationTransitionTable> {
  return {
    id: newRecordId('trn'),
    application_id: applicationId,
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
export async function reviewTransition<Row extends Reviewed, Changes extends object>(
  store: ReviewStore<Row, Changes>,
  trx: Kysely<Database>,
  at: number,
  application: Row,
  step: ReviewStep<Changes>,
): Promise<void> {
  const version = application.version + 1;
  const set = { ...(step.changes as Changes & { round?: number }), status: step.to, version, updated_at: at };
  if (!(await store.updateIfCurrent(trx, application, set))) throw ERR.conflict(REVIEW_CONFLICT);
  const round = step.changes?.round ?? application.round;
  const record = { round, version, action: step.action, from: application.status, to: step.to, actor: step.actor, at };
  await store.insertTransition(trx, transitionRecord(application.id, record, { stage: step.stage, opinion: step.opinion }));
}

/** The caller's version must be the current one (they decided on what they saw). */
export function checkReviewVersion(application: Pick<Reviewed, 'version'>, version: number | undefined): void {
  if (version !== application.version) throw ERR.conflict(REVIEW_CONFLICT);
}
