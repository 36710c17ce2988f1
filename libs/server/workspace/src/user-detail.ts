import type { Kysely } from 'kysely';
import type { UserDetail } from '@portal/api-contract';
import type { Database, User } from '@portal/server-db';
import { ERR, iso } from '@portal/server-core';
import { applicationFactsOf, latestApplicationAmong, maySeeApplication, reviewerDomainsOf } from '@portal/server-onboarding';
import { mayViewCorporation } from './workspace.policy';
import { accountKind, accountsOfOrganisation, corporationOf, findOrganisation, maskPhone } from '@portal/server-identity';

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
async function corporationDetail(db: Kysely<Database>, userId: string, orgId: string, visibleIds: readonly string[]): Promise<UserDetail> {
  const org = await findOrganisation(db, orgId);
  if (!org) throw ERR.notFound('法人单位不存在');
  const [contact, accounts] = await Promise.all([latestApplicationAmong(db, visibleIds), accountsOfOrganisation(db, orgId)]);
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
  };
}

/** Staff: a corporation account's detail (reviewers: only corporations that applied in their domains). */
export async function staffUserDetail(db: Kysely<Database>, actor: User, userId: string): Promise<UserDetail> {
  const target = await accountKind(db, userId);
  if (!target || target.user_type !== 'second' || target.org_id === null) throw ERR.notFound('用户不存在');
  const visible = await visibleApplicationIds(db, actor, target.org_id);
  if (!mayViewCorporation(actor, target.org_id, visible.length)) throw ERR.notFound('用户不存在');
  return corporationDetail(db, target.id, target.org_id, visible);
}

/** A corporation account: its own detail. */
export async function ownUserDetail(db: Kysely<Database>, actor: User): Promise<UserDetail> {
  const orgId = corporationOf(actor);
  if (!orgId) throw ERR.forbidden('仅法人用户可以查看');
  return corporationDetail(db, actor.id, orgId, await visibleApplicationIds(db, actor, orgId));
}
