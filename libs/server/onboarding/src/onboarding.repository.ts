import { ERR } from '@portal/server-core';
import type { Insertable, Kysely } from 'kysely';
import type { ApplicationTransition, ApplicationTransitionTable, Database, DomainApplication, User } from '@portal/server-db';
import { findOrganisation } from '@portal/server-identity';
import type { ApplicationFacts } from './onboarding.policy';

/**
 * Domain applications and their audit trail (issue 6): SQL only. Onboarding owns
 * `domain_applications`, `application_transitions`, `application_files` and `reviewer_domains`;
 * other domains read them through the functions exported here.
 */

/** One application, its counters as numbers (PostgreSQL answers bigint columns as strings). */
export async function findApplication(db: Kysely<Database>, id: string): Promise<DomainApplication | undefined> {
  const application = await db.selectFrom('domain_applications').selectAll().where('id', '=', id).executeTakeFirst();
  return application && { ...application, version: Number(application.version), round: Number(application.round) };
}

/** An application's transitions, oldest first. */
export function applicationTrail(db: Kysely<Database>, id: string): Promise<ApplicationTransition[]> {
  return db.selectFrom('application_transitions').selectAll().where('application_id', '=', id).orderBy('version').execute();
}

/** The domains a reviewer is assigned to. */
export async function reviewerDomainIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  return (await db.selectFrom('reviewer_domains').select('domain_id').where('user_id', '=', userId).execute()).map((row) => row.domain_id);
}

/** The domains an account reviews at the first stage: a reviewer's assigned domains, none for anyone else. */
export async function reviewerDomainsOf(db: Kysely<Database>, actor: Pick<User, 'id' | 'user_type'>): Promise<string[]> {
  return actor.user_type === 'user' ? reviewerDomainIds(db, actor.id) : [];
}

/** The domains a reviewer is assigned to, with their names, in the domains' order. */
export function reviewerDomainsNamed(db: Kysely<Database>, userId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('reviewer_domains as r')
    .innerJoin('data_domains as d', 'd.id', 'r.domain_id')
    .select(['d.id', 'd.name'])
    .where('r.user_id', '=', userId)
    .orderBy('d.sort_order')
    .execute();
}

/**
 * Sets the domains a reviewer decides on at the first stage (issue 17: assigned on the account by an
 * administrator), in the caller's transaction; unknown domains are refused with a 400.
 */
export async function assignReviewerDomains(trx: Kysely<Database>, userId: string, domainIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(domainIds)];
  if (wanted.length > 0) {
    const known = await trx.selectFrom('data_domains').select('id').where('id', 'in', wanted).execute();
    if (known.length !== wanted.length) throw ERR.badRequest('审核领域不存在');
  }
  await trx.deleteFrom('reviewer_domains').where('user_id', '=', userId).execute();
  if (wanted.length > 0)
    await trx
      .insertInto('reviewer_domains')
      .values(wanted.map((domain_id) => ({ user_id: userId, domain_id })))
      .execute();
}

/**
 * Changes an application only if it still has the version and status it was read with (of two
 * people acting at once exactly one wins); whether it did.
 */
export async function updateApplicationIfCurrent(
  db: Kysely<Database>,
  application: Pick<DomainApplication, 'id' | 'version' | 'status'>,
  set: Partial<Omit<DomainApplication, 'id'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('domain_applications')
    .set(set)
    .where('id', '=', application.id)
    .where('version', '=', application.version)
    .where('status', '=', application.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertApplication(db: Kysely<Database>, application: DomainApplication): Promise<void> {
  await db.insertInto('domain_applications').values(application).execute();
}

export async function insertTransition(db: Kysely<Database>, transition: Insertable<ApplicationTransitionTable>): Promise<void> {
  await db.insertInto('application_transitions').values(transition).execute();
}

/** The corporation's application in the domain that is not withdrawn, if any (there is at most one). */
export async function liveApplicationId(db: Kysely<Database>, orgId: string, domainId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('domain_applications')
    .select('id')
    .where('org_id', '=', orgId)
    .where('domain_id', '=', domainId)
    .where('status', '<>', 'withdrawn')
    .executeTakeFirst();
  return row?.id;
}

/** The organisation's details an application records as they were when it was made. */
export async function organisationSnapshot(
  db: Kysely<Database>,
  orgId: string,
): Promise<{ name: string; credit_code: string; legal_person: string; address: string }> {
  const organisation = await findOrganisation(db, orgId);
  if (!organisation) throw new Error(`organisation ${orgId} of a signed-in corporation account is missing`);
  return organisation;
}

/** A data domain's name ('' when there is none). */
export async function domainName(db: Kysely<Database>, domainId: string): Promise<string> {
  return (await db.selectFrom('data_domains').select('name').where('id', '=', domainId).executeTakeFirst())?.name ?? '';
}

/** Replaces an application's attachments with these files, in this order. */
export async function replaceApplicationFiles(db: Kysely<Database>, applicationId: string, fileIds: readonly string[]): Promise<void> {
  await db.deleteFrom('application_files').where('application_id', '=', applicationId).execute();
  if (fileIds.length > 0) {
    await db
      .insertInto('application_files')
      .values(fileIds.map((fileId, position) => ({ application_id: applicationId, file_id: fileId, position })))
      .execute();
  }
}

/** The ids of an application's attachments, in the applicant's order. */
export async function applicationFileIds(db: Kysely<Database>, applicationId: string): Promise<string[]> {
  const rows = await db.selectFrom('application_files').select('file_id').where('application_id', '=', applicationId).orderBy('position').execute();
  return rows.map((row) => row.file_id);
}

/** The applications a stored file is attached to. */
export function applicationsAttaching(db: Kysely<Database>, fileId: string): Promise<ApplicationFacts[]> {
  return db
    .selectFrom('application_files as f')
    .innerJoin('domain_applications as a', 'a.id', 'f.application_id')
    .select(['a.org_id', 'a.domain_id', 'a.status', 'a.submitted_at'])
    .where('f.file_id', '=', fileId)
    .execute();
}

/** Which of the stored files some application attaches. */
export async function applicationFilesAmong(db: Kysely<Database>, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('application_files')
    .select('file_id')
    .where('file_id', 'in', [...fileIds])
    .execute();
  return new Set(rows.map((row) => row.file_id));
}
