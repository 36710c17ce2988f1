import { EDITABLE_STATUSES, REVIEW_STAGES, STAGE_STATUS, WITHDRAWABLE_STATUSES, type ApplicationStatus, type ReviewStage } from '@portal/api-contract';
import { corporationOf, hasRight, type Actor } from '@portal/server-identity';

/**
 * The one access policy of onboarding (issue 14): who may see, edit, submit, withdraw or review a
 * domain application, and who may download its files. Pure decisions over facts the caller
 * loaded (the actor, the domains a reviewer is assigned to, the application); the onboarding
 * service enforces them, the `can` object the workspace reads comes from the same functions, and
 * the workspace and the files domain ask them too.
 *
 * - a corporation acts on its own applications only (another corporation's does not exist for it);
 * - a reviewer (`user`) decides at the first stage of the domains assigned to them, an admin at
 *   the final stage;
 * - staff see an application once it was submitted (issue 12 §10: a draft withdrawn before that
 *   stays the corporation's own), reviewers only in their domains.
 */

/** What onboarding needs to know of an application to decide on it. */
export interface ApplicationFacts {
  org_id: string;
  domain_id: string;
  status: ApplicationStatus;
  submitted_at: number | null;
}

/** What an account may do with one application now; the workspace's `can` (plus `see`). */
export interface ApplicationAccess {
  see: boolean;
  edit: boolean;
  submit: boolean;
  withdraw: boolean;
  review: ReviewStage | null;
}

/** An applicant's action on an application. */
export type OwnerAction = 'edit' | 'submit' | 'withdraw';

/**
 * Why an applicant's action is refused: the account is no corporation (403), the application is
 * another corporation's (answered as missing, 4011), or its status does not allow the action (409).
 */
export type OwnerRefusal = 'not_corporation' | 'not_own' | 'status';

/** Why a review decision is refused: the account does not decide at that stage (403), or the application is not at it (409). */
export type ReviewRefusal = 'not_reviewer' | 'status';

/** The statuses in which an applicant may take each action. */
const OWNER_STATUSES: Record<OwnerAction, readonly ApplicationStatus[]> = {
  edit: EDITABLE_STATUSES,
  submit: EDITABLE_STATUSES,
  withdraw: WITHDRAWABLE_STATUSES,
};

/** Whether the account is the corporation that made the application. */
export function ownsApplication(actor: Actor, application: Pick<ApplicationFacts, 'org_id'>): boolean {
  return corporationOf(actor) === application.org_id;
}

/** Why the applicant may not take this action on the application now, or null when they may. */
export function ownerRefusal(actor: Actor, application: Pick<ApplicationFacts, 'org_id' | 'status'>, action: OwnerAction): OwnerRefusal | null {
  if (corporationOf(actor) === undefined) return 'not_corporation';
  if (!ownsApplication(actor, application)) return 'not_own';
  return OWNER_STATUSES[action].includes(application.status) ? null : 'status';
}

/** Whether the account decides at this stage for the domain: a reviewer assigned to it (first), an admin (final). */
export function reviewsAt(actor: Actor, reviewerDomains: readonly string[], domainId: string, stage: ReviewStage): boolean {
  return mayOpenQueue(actor, stage) && (stage === 'final' || reviewerDomains.includes(domainId));
}

/** The right a stage's decisions need (issue 17: granted through roles). */
const STAGE_RIGHT: Record<ReviewStage, string> = { first: 'domain:first-review', final: 'domain:final-review' };

/** Whether the account configures the domains' entries (issue 17: an admin with the entry-config right). */
export function mayManageEntries(actor: Actor): boolean {
  return actor.user_type === 'admin' && hasRight(actor, 'entry:manage');
}

/** Why the account may not decide on the application at this stage now, or null when it may. */
export function reviewRefusal(
  actor: Actor,
  reviewerDomains: readonly string[],
  application: Pick<ApplicationFacts, 'domain_id' | 'status'>,
  stage: ReviewStage,
): ReviewRefusal | null {
  if (!reviewsAt(actor, reviewerDomains, application.domain_id, stage)) return 'not_reviewer';
  return application.status === STAGE_STATUS[stage] ? null : 'status';
}

/**
 * Whether the account may see the application (others get 4011): its corporation; staff once it
 * was submitted, reviewers only in their domains.
 */
export function maySeeApplication(actor: Actor, reviewerDomains: readonly string[], application: ApplicationFacts): boolean {
  if (actor.user_type === 'second') return application.org_id === actor.org_id;
  // Issue 12 §10: "was submitted", not "is not a draft now" (a withdrawn draft never was).
  if (application.submitted_at === null) return false;
  return actor.user_type === 'admin' || (actor.user_type === 'user' && reviewerDomains.includes(application.domain_id));
}

/** Everything the account may do with the application now; the service checks the same when they do it. */
export function applicationAccess(actor: Actor, reviewerDomains: readonly string[], application: ApplicationFacts): ApplicationAccess {
  return {
    see: maySeeApplication(actor, reviewerDomains, application),
    edit: ownerRefusal(actor, application, 'edit') === null,
    submit: ownerRefusal(actor, application, 'submit') === null,
    withdraw: ownerRefusal(actor, application, 'withdraw') === null,
    review: REVIEW_STAGES.find((stage) => reviewRefusal(actor, reviewerDomains, application, stage) === null) ?? null,
  };
}

/** Whether the account may open a stage's review queue: reviewers the first stage's (their domains only), admins the final stage's. */
export function mayOpenQueue(actor: Actor, stage: ReviewStage): boolean {
  return (stage === 'first' ? actor.user_type === 'user' : actor.user_type === 'admin') && hasRight(actor, STAGE_RIGHT[stage]);
}

/**
 * Whether the account may download an application file: the corporation that uploaded it; staff
 * who may see an application it is attached to (submitted; reviewers in their domains).
 */
export function mayDownloadApplicationFile(
  actor: Actor,
  reviewerDomains: readonly string[],
  file: { org_id: string | null },
  attachedTo: readonly ApplicationFacts[],
): boolean {
  if (actor.user_type === 'second') return actor.org_id !== null && actor.org_id === file.org_id;
  return attachedTo.some((application) => maySeeApplication(actor, reviewerDomains, application));
}
