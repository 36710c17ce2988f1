import type { Kysely } from 'kysely';
import { emptyStatusCounts, type ApplicationAction, type ApplicationTally, type ApplicationStatus, type RecentDecision } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { countOf, iso } from '@portal/server-core';
import type { ApplicationFacts } from './onboarding.policy';

/*
 * Onboarding as the workspace homes and the user detail read it (issue 6): counts, the latest
 * applications and the caller's recent decisions. SQL only; the workspace decides nothing here.
 */

/** Applications in a status (and in one of these domains, when given: none means none). */
export function countApplications(db: Kysely<Database>, status: ApplicationStatus, domainIds?: readonly string[]): Promise<number> {
  if (domainIds?.length === 0) return Promise.resolve(0);
  let query = db.selectFrom('domain_applications').where('status', '=', status);
  if (domainIds) query = query.where('domain_id', 'in', [...domainIds]);
  return countOf(query);
}

/** Domains open for applications, and all domains (one without a configuration is closed). */
export async function entryCounts(db: Kysely<Database>): Promise<{ open: number; domains: number }> {
  const [open, domains] = await Promise.all([
    countOf(db.selectFrom('domain_entry_configs').where('status', '=', 'open')),
    countOf(db.selectFrom('data_domains')),
  ]);
  return { open, domains };
}

/** The last `limit` transitions an account made, newest first. */
export async function recentDecisionsBy(db: Kysely<Database>, userId: string, limit: number): Promise<RecentDecision[]> {
  const rows = await db
    .selectFrom('application_transitions as t')
    .innerJoin('domain_applications as a', 'a.id', 't.application_id')
    .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
    .select([
      't.id',
      't.action',
      't.stage',
      't.to_status',
      't.opinion',
      't.at',
      'a.id as application_id',
      'a.org_id',
      'a.company_name',
      'd.id as domain_id',
      'd.name as domain_name',
    ])
    .where('t.actor_user_id', '=', userId)
    .orderBy('t.at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    application: { id: row.application_id, domain: { id: row.domain_id, name: row.domain_name }, corporation: { id: row.org_id, name: row.company_name } },
    action: row.action as ApplicationAction,
    stage: row.stage,
    toStatus: row.to_status as ApplicationStatus,
    opinion: row.opinion,
    at: iso(row.at),
  }));
}

/** A corporation's applications counted by status (every status present). */
export async function applicationStatusCounts(db: Kysely<Database>, orgId: string): Promise<Record<ApplicationStatus, number>> {
  const rows = await db
    .selectFrom('domain_applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('org_id', '=', orgId)
    .groupBy('status')
    .execute();
  const counts = emptyStatusCounts();
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** A corporation's applications, newest change first. */
export async function latestApplications(db: Kysely<Database>, orgId: string, limit: number) {
  const rows = await db
    .selectFrom('domain_applications as a')
    .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
    .select(['a.id', 'a.status', 'a.updated_at', 'd.id as domain_id', 'd.name as domain_name'])
    .where('a.org_id', '=', orgId)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, domain: { id: row.domain_id, name: row.domain_name }, status: row.status, updatedAt: iso(row.updated_at) }));
}

/** Domains open for applications, and how many of them the corporation has no live application in. */
export async function openDomainsFor(db: Kysely<Database>, orgId: string): Promise<{ total: number; toApply: number }> {
  const row = await db
    .selectFrom('domain_entry_configs as c')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) =>
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.exists(
                  eb
                    .selectFrom('domain_applications as a')
                    .select('a.id')
                    .whereRef('a.domain_id', '=', 'c.domain_id')
                    .where('a.org_id', '=', orgId)
                    .where('a.status', '<>', 'withdrawn'),
                ),
              )
              .then(0)
              .else(1)
              .end(),
          )
          .as('free'),
    ])
    .where('c.status', '=', 'open')
    .executeTakeFirst();
  return { total: Number(row?.n ?? 0), toApply: Number(row?.free ?? 0) };
}

/** Every application of a corporation, as the onboarding policy needs to know it. */
export function applicationFactsOf(db: Kysely<Database>, orgId: string): Promise<(ApplicationFacts & { id: string })[]> {
  return db.selectFrom('domain_applications').select(['id', 'org_id', 'domain_id', 'status', 'submitted_at']).where('org_id', '=', orgId).execute();
}

/** The most recently changed of these applications, with its contact person and domain. */
export async function latestApplicationAmong(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return undefined;
  const row = await db
    .selectFrom('domain_applications as a')
    .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
    .select(['a.id', 'a.contact_name', 'a.contact_phone', 'a.status', 'a.updated_at', 'd.id as domain_id', 'd.name as domain_name'])
    .where('a.id', 'in', [...ids])
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id')
    .limit(1)
    .executeTakeFirst();
  return (
    row && {
      name: row.contact_name,
      phone: row.contact_phone,
      application: { id: row.id, domain: { id: row.domain_id, name: row.domain_name }, status: row.status, updatedAt: iso(row.updated_at) },
    }
  );
}

/**
 * Issue 17 (the users list): the organisations with an application submitted in one of these
 * domains (a reviewer's view of the platform's users).
 */
export async function organisationsThatApplied(db: Kysely<Database>, domainIds: readonly string[]): Promise<string[]> {
  if (domainIds.length === 0) return [];
  const rows = await db
    .selectFrom('domain_applications')
    .select('org_id')
    .distinct()
    .where('domain_id', 'in', [...domainIds])
    .where('submitted_at', 'is not', null)
    .execute();
  return rows.map((row) => row.org_id);
}

/**
 * Issue 17: each organisation's applications by where they stand; with `domainIds`, only submitted
 * ones in those domains (what a reviewer may see).
 */
export async function applicationTallies(
  db: Kysely<Database>,
  orgIds: readonly string[],
  domainIds?: readonly string[],
): Promise<Map<string, ApplicationTally>> {
  const tallies = new Map<string, ApplicationTally>();
  if (orgIds.length === 0) return tallies;
  let query = db
    .selectFrom('domain_applications')
    .select(['org_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('org_id', 'in', [...orgIds]);
  if (domainIds) query = query.where('domain_id', 'in', domainIds.length > 0 ? [...domainIds] : ['']).where('submitted_at', 'is not', null);
  const rows = await query.groupBy(['org_id', 'status']).execute();
  const bucket = {
    draft: 'draft',
    returned: 'draft',
    first_review: 'inReview',
    final_review: 'inReview',
    approved: 'approved',
    rejected: 'rejected',
    withdrawn: 'withdrawn',
  } as const;
  for (const row of rows) {
    const tally = tallies.get(row.org_id) ?? { total: 0, draft: 0, inReview: 0, approved: 0, rejected: 0, withdrawn: 0 };
    const n = Number(row.n);
    tally.total += n;
    tally[bucket[row.status]] += n;
    tallies.set(row.org_id, tally);
  }
  return tallies;
}

/** Issue 17 (the user detail): these applications with their domain, latest change first. */
export async function applicationsAmong(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('domain_applications as a')
    .innerJoin('data_domains as d', 'd.id', 'a.domain_id')
    .select(['a.id', 'a.status', 'a.updated_at', 'd.id as domain_id', 'd.name as domain_name'])
    .where('a.id', 'in', [...ids])
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({ id: row.id, domain: { id: row.domain_id, name: row.domain_name }, status: row.status, updatedAt: iso(row.updated_at) }));
}
