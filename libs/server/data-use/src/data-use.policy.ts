import {
  EDITABLE_STATUSES,
  REVIEW_STAGES,
  STAGE_STATUS,
  WITHDRAWABLE_STATUSES,
  type ApplicationStatus,
  type AuthorizationStatus,
  type ReviewStage,
} from '@portal/api-contract';
import { corporationOf, hasRight, type Actor } from '@portal/server-identity';

/**
 * The access policy of using conditional data (issue 22). Pure decisions over loaded facts; the
 * service enforces them and the workspace's `can` comes from the same functions.
 *
 * - a corporation acts on its own applications only (another's does not exist for it);
 * - the first stage is decided by a reviewer (`user`, right data-use:first-review) assigned to the
 *   resource's department, the final stage by an admin with data-use:final-review;
 * - staff see an application once it was submitted, first-stage reviewers only in their departments;
 * - the platform (data-use:final-review) sees and revokes every authorization.
 */

export interface DataUseFacts {
  org_id: string;
  department_id: string;
  status: ApplicationStatus;
  submitted_at: number | null;
}

export type OwnerAction = 'edit' | 'submit' | 'withdraw';
export type OwnerRefusal = 'not_corporation' | 'not_own' | 'status';
export type ReviewRefusal = 'not_reviewer' | 'status';

const OWNER_STATUSES: Record<OwnerAction, readonly ApplicationStatus[]> = {
  edit: EDITABLE_STATUSES,
  submit: EDITABLE_STATUSES,
  withdraw: WITHDRAWABLE_STATUSES,
};
const STAGE_RIGHT: Record<ReviewStage, string> = { first: 'data-use:first-review', final: 'data-use:final-review' };

export function ownerRefusal(actor: Actor, application: Pick<DataUseFacts, 'org_id' | 'status'>, action: OwnerAction): OwnerRefusal | null {
  const orgId = corporationOf(actor);
  if (orgId === undefined) return 'not_corporation';
  if (orgId !== application.org_id) return 'not_own';
  return OWNER_STATUSES[action].includes(application.status) ? null : 'status';
}

/** Whether the account may open a stage's queue: reviewers the first, the platform the final. */
export function mayOpenDataUseQueue(actor: Actor, stage: ReviewStage): boolean {
  return (stage === 'first' ? actor.user_type === 'user' : actor.user_type === 'admin') && hasRight(actor, STAGE_RIGHT[stage]);
}

export function dataUseReviewRefusal(
  actor: Actor,
  reviewerDepartments: readonly string[],
  application: Pick<DataUseFacts, 'department_id' | 'status'>,
  stage: ReviewStage,
): ReviewRefusal | null {
  const decides = mayOpenDataUseQueue(actor, stage) && (stage === 'final' || reviewerDepartments.includes(application.department_id));
  if (!decides) return 'not_reviewer';
  return application.status === STAGE_STATUS[stage] ? null : 'status';
}

/** Whether the account may see the application (others get 4011). */
export function maySeeDataUse(actor: Actor, reviewerDepartments: readonly string[], application: DataUseFacts): boolean {
  if (actor.user_type === 'second') return actor.org_id !== null && actor.org_id === application.org_id;
  if (application.submitted_at === null) return false;
  if (actor.user_type === 'admin') return hasRight(actor, STAGE_RIGHT.final);
  return actor.user_type === 'user' && hasRight(actor, STAGE_RIGHT.first) && reviewerDepartments.includes(application.department_id);
}

export function dataUseAccess(actor: Actor, reviewerDepartments: readonly string[], application: DataUseFacts) {
  return {
    see: maySeeDataUse(actor, reviewerDepartments, application),
    edit: ownerRefusal(actor, application, 'edit') === null,
    submit: ownerRefusal(actor, application, 'submit') === null,
    withdraw: ownerRefusal(actor, application, 'withdraw') === null,
    review: REVIEW_STAGES.find((stage) => dataUseReviewRefusal(actor, reviewerDepartments, application, stage) === null) ?? null,
  };
}

/** Whether the account manages every authorization (lists and revokes). */
export const managesAuthorizations = (actor: Actor): boolean => actor.user_type === 'admin' && hasRight(actor, STAGE_RIGHT.final);

/** An authorization's state now: revoked, past its end, or active. */
export function authorizationStatus(row: { status: 'active' | 'revoked'; ends_at: number }, now: number): AuthorizationStatus {
  if (row.status === 'revoked') return 'revoked';
  return Number(row.ends_at) <= now ? 'expired' : 'active';
}

/**
 * Whether a downloader may have a data-use attachment: the corporation that uploaded it; staff who
 * may see an application it is attached to.
 */
export function mayDownloadDataUseFile(
  actor: Actor,
  reviewerDepartments: readonly string[],
  file: { org_id: string | null },
  attachedTo: readonly DataUseFacts[],
): boolean {
  if (actor.user_type === 'second') return actor.org_id !== null && actor.org_id === file.org_id;
  return attachedTo.some((application) => maySeeDataUse(actor, reviewerDepartments, application));
}
