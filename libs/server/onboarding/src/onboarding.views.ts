import type { Kysely } from 'kysely';
import {
  STAGE_STATUS,
  type ApplicationDetail,
  type ApplicationListData,
  type ApplicationStatus,
  type ReviewListQuery,
  type Transition,
} from '@portal/api-contract';
import type { ApplicationTransition, Database, User } from '@portal/server-db';
import { ERR, iso, isoOrNull } from '@portal/server-core';
import { applicationAccess, mayOpenQueue } from './onboarding.policy';
import { domainName, reviewerDomainIds, reviewerDomainsOf } from './onboarding.repository';
import { applicationAttachments, applicationPage, applicationSummary } from './application-lists.repository';
import type { ApplicationWithTrail } from './onboarding.types';

/*
 * The read side of onboarding (issue 6): applications as the contract shows them, and the lists
 * each role may see. Writes go through the onboarding service only; what the caller may do (`can`)
 * is the onboarding policy's answer, the same the service enforces.
 */

function timelineEntry(row: ApplicationTransition): Transition {
  return {
    version: Number(row.version),
    round: Number(row.round),
    action: row.action,
    fromStatus: (row.from_status as ApplicationStatus | null) ?? null,
    toStatus: row.to_status as ApplicationStatus,
    stage: row.stage,
    actor: { name: row.actor_name, type: row.actor_type },
    opinion: row.opinion,
    at: iso(row.at),
  };
}

/** One application as its detail page shows it, with what the caller may do now. */
export async function applicationDetail(db: Kysely<Database>, actor: User, { application, transitions }: ApplicationWithTrail): Promise<ApplicationDetail> {
  const [name, attachments, reviewerDomains] = await Promise.all([
    domainName(db, application.domain_id),
    applicationAttachments(db, application.id),
    reviewerDomainsOf(db, actor),
  ]);
  const { edit, submit, withdraw, review } = applicationAccess(actor, reviewerDomains, application);
  return {
    ...applicationSummary(application, name),
    applicantUserId: application.applicant_user_id,
    company: { name: application.company_name, creditCode: application.credit_code, legalPerson: application.legal_person, address: application.address },
    contactName: application.contact_name,
    contactPhone: application.contact_phone,
    scenario: application.scenario,
    dataUse: application.data_use,
    createdAt: iso(application.created_at),
    decidedAt: isoOrNull(application.decided_at),
    timeline: transitions.map(timelineEntry),
    attachments,
    can: { edit, submit, withdraw, review },
  };
}

/** The corporation's own applications, newest change first. */
export function myApplications(
  db: Kysely<Database>,
  actor: User,
  query: { page: number; pageSize: number; status?: ApplicationStatus | undefined },
): Promise<ApplicationListData> {
  if (!actor.org_id) throw ERR.forbidden('仅法人用户可以查看入驻申请');
  return applicationPage(db, { orgId: actor.org_id, ...(query.status ? { status: query.status } : {}) }, query, 'updated');
}

/** A review queue: a reviewer's domains at the first stage, everything at the final stage for admins. */
export async function reviewQueue(db: Kysely<Database>, actor: User, query: ReviewListQuery): Promise<ApplicationListData> {
  if (!mayOpenQueue(actor, query.stage)) throw ERR.forbidden(query.stage === 'first' ? '初审由领域审核人员办理' : '终审由平台管理员办理');
  const domainIds = query.stage === 'first' ? await reviewerDomainIds(db, actor.id) : undefined;
  const filter = {
    status: query.status ?? STAGE_STATUS[query.stage],
    // Issue 12 §10: staff lists hold submitted applications only, whatever status is asked for.
    submittedOnly: true,
    ...(domainIds ? { domainIds } : {}),
    ...(query.domain ? { domainId: query.domain } : {}),
  };
  return applicationPage(db, filter, query, query.status ? 'updated' : 'submitted');
}
