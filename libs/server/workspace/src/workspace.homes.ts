import type { Kysely } from 'kysely';
import { STAGE_STATUS, type PrimaryHome, type WorkerHome } from '@portal/api-contract';
import type { Database, User } from '@portal/server-db';
import { ERR, iso } from '@portal/server-core';
import { corporationOf, organisationName } from '@portal/server-identity';
import {
  applicationStatusCounts,
  countApplications,
  entryCounts,
  latestApplications,
  openDomainsFor,
  recentDecisionsBy,
  reviewerDomainsNamed,
} from '@portal/server-onboarding';
import { countAnnouncements, latestPublishedAnnouncements } from '@portal/server-news';
import { seesAnnouncementDrafts } from './workspace.policy';

/** The reviewer's home: their domains and the applications waiting for their first review there. */
async function reviewerHome(db: Kysely<Database>, actor: User, recentDecisions: PrimaryHome['recentDecisions']): Promise<PrimaryHome> {
  const domains = await reviewerDomainsNamed(db, actor.id);
  const firstReview = await countApplications(
    db,
    STAGE_STATUS.first,
    domains.map((domain) => domain.id),
  );
  return { userType: 'user', domains, todo: { firstReview, finalReview: null, announcementDrafts: null, entry: null }, recentDecisions };
}

/** The admin's home: final reviews waiting, announcement drafts (with the right), domains open and closed. */
async function adminHome(db: Kysely<Database>, actor: User, recentDecisions: PrimaryHome['recentDecisions']): Promise<PrimaryHome> {
  const drafts = seesAnnouncementDrafts(actor);
  const [finalReview, announcementDrafts, entries] = await Promise.all([
    countApplications(db, STAGE_STATUS.final),
    drafts ? countAnnouncements(db, 'draft') : null,
    entryCounts(db),
  ]);
  return {
    userType: 'admin',
    domains: [],
    // A domain without an entry configuration is closed.
    todo: { firstReview: null, finalReview, announcementDrafts, entry: { open: entries.open, closed: entries.domains - entries.open } },
    recentDecisions,
  };
}

/** The staff home (issue 6): a reviewer's or an admin's to-do, and the last 10 transitions the caller made. */
export async function primaryHome(db: Kysely<Database>, actor: User): Promise<PrimaryHome> {
  if (actor.user_type === 'second') throw ERR.forbidden();
  const decisions = await recentDecisionsBy(db, actor.id, 10);
  return actor.user_type === 'user' ? reviewerHome(db, actor, decisions) : adminHome(db, actor, decisions);
}

/** The corporation's home (issue 6): its applications by status and the latest, open domains, the latest announcements. */
export async function workerHome(db: Kysely<Database>, actor: User): Promise<WorkerHome> {
  const orgId = corporationOf(actor);
  if (!orgId) throw ERR.forbidden('仅法人用户可以查看');
  const [name, byStatus, latest, openDomains, announcements] = await Promise.all([
    organisationName(db, orgId),
    applicationStatusCounts(db, orgId),
    latestApplications(db, orgId, 5),
    openDomainsFor(db, orgId),
    latestPublishedAnnouncements(db, 5),
  ]);
  if (name === undefined) throw new Error(`organisation ${orgId} of account ${actor.id} does not exist`);
  return {
    corporation: { id: orgId, name },
    applications: { byStatus, total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), latest },
    openDomains,
    announcements: announcements.map((row) => ({ id: row.id, title: row.title, publishedAt: iso(row.publishedAt) })),
  };
}
