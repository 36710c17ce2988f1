import type { Kysely } from 'kysely';
import { USER_MANAGE_RIGHT, USER_VIEW_RIGHT, type UserDetail } from '@portal/api-contract';
import { listAudit } from '@portal/server-audit';
import { responsesOfOrganisation } from '@portal/server-calls';
import type { Database, User } from '@portal/server-db';
import { ERR, iso } from '@portal/server-core';
import { applicationFactsOf, applicationsAmong, latestApplicationAmong, maySeeApplication, reviewerDomainsOf } from '@portal/server-onboarding';
import { mayViewCorporation } from './workspace.policy';
import { accountKind, accountsOfOrganisation, corporationOf, findOrganisation, hasRight, maskPhone } from '@portal/server-identity';

/** The corporation's applications the account may see (the onboarding policy). */
async function visibleApplicationIds(db: Kysely<Database>, actor: User, orgId: string): Promise<string[]> {
  const [applications, reviewerDomains] = await Promise.all([applicationFactsOf(db, orgId), reviewerDomainsOf(db, actor)]);
  return applications.filter((application) => maySeeApplication(actor, reviewerDomains, application)).map((application) => application.id);
}

/**
 * A corporation's detail. The contact is that of the latest application the viewer may open:
 * the corporation sees all of its own; staff only submitted ones, a reviewer in one of their
 * domains — never a draft or another domain's (issue 12 §10).
 */
async function corporationDetail(db: Kysely<Database>, viewer: User, userId: string, orgId: string, visibleIds: readonly string[]): Promise<UserDetail> {
  const org = await findOrganisation(db, orgId);
  if (!org) throw ERR.notFound('法人单位不存在');
  const [contact, accounts, target, applications, callResponses] = await Promise.all([
    latestApplicationAmong(db, visibleIds),
    accountsOfOrganisation(db, orgId),
    db.selectFrom('users').select(['enabled', 'disabled_reason', 'version']).where('id', '=', userId).executeTakeFirstOrThrow(),
    applicationsAmong(db, visibleIds),
    responsesOfOrganisation(db, orgId),
  ]);
  // Sign-ins are personal data: the history is for admins with the user-view right only.
  const signIns = viewer.user_type === 'admin' && hasRight(viewer, USER_VIEW_RIGHT) ? await signInHistory(db, userId) : [];
  return {
    userId,
    corporation: {
      id: org.id,
      name: org.name,
      creditCode: org.credit_code,
      legalPerson: org.legal_person,
      address: org.address,
      createdAt: iso(org.created_at),
    },
    contact: contact ?? null,
    accounts: accounts.map((row) => ({
      id: row.id,
      account: row.account,
      name: row.name,
      maskedPhone: maskPhone(row.phone),
      enabled: Number(row.enabled) === 1,
      type: row.user_type,
    })),
    state: { enabled: Number(target.enabled) === 1, disabledReason: target.disabled_reason, version: Number(target.version) },
    applications,
    signIns,
    callResponses,
    can: { manage: viewer.user_type === 'admin' && hasRight(viewer, USER_MANAGE_RIGHT) },
  };
}

/** An account's last 10 sign-ins, from the audit log. */
async function signInHistory(db: Kysely<Database>, userId: string) {
  const { items } = await listAudit(db, { page: 1, pageSize: 10, target: userId, action: 'login.success' });
  return items.map((record) => ({ at: record.at, ip: record.ip }));
}

/** Staff: a corporation account's detail (reviewers: only corporations that applied in their domains). */
export async function staffUserDetail(db: Kysely<Database>, actor: User, userId: string): Promise<UserDetail> {
  const target = await accountKind(db, userId);
  if (!target || target.user_type !== 'second' || target.org_id === null) throw ERR.notFound('用户不存在');
  const visible = await visibleApplicationIds(db, actor, target.org_id);
  if (!mayViewCorporation(actor, target.org_id, visible.length)) throw ERR.notFound('用户不存在');
  return corporationDetail(db, actor, target.id, target.org_id, visible);
}

/** A corporation account: its own detail. */
export async function ownUserDetail(db: Kysely<Database>, actor: User): Promise<UserDetail> {
  const orgId = corporationOf(actor);
  if (!orgId) throw ERR.forbidden('仅法人用户可以查看');
  return corporationDetail(db, actor, actor.id, orgId, await visibleApplicationIds(db, actor, orgId));
}
