import type { Kysely } from 'kysely';
import { ADMIN_MANAGE_RIGHT, type ClientId } from '@portal/api-contract';
import { actorOf, appendAudit } from '@portal/server-audit';
import { ERR, type DomainContext } from '@portal/server-core';
import { newRecordId, parseList, type Database, type User } from '@portal/server-db';
import { maskPhone, revokeAllSessions, storePassword, temporaryPassword, type Actor } from '@portal/server-identity';
import { assignReviewerDomains, reviewerDomainsNamed } from '@portal/server-onboarding';
import { requireAdministrator, requireNotSelf } from './administration.policy';
import { detailOf, holdings, staffAccount, type Staff } from './accounts.views';
import { claimVersion } from './account-version';
import { assertAdminManagerRemains, recomputeRights } from './rights';

/** Hashes passwords (scrypt, the db lib's); injected so tests and the app share one. */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
}

export interface AccountFields {
  name: string;
  phone: string;
  userType: 'admin' | 'user';
  roleIds: string[];
  clientIds: ClientId[];
  domainIds: string[];
}

/** Refuses role ids that do not exist (400). */
async function assertRoles(trx: Kysely<Database>, roleIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(roleIds)];
  const known = await trx.selectFrom('roles').select('id').where('id', 'in', wanted).execute();
  if (known.length !== wanted.length) throw ERR.badRequest('角色不存在');
}

/** Writes an account's roles, clients and (reviewers') domains, then its rights. */
async function writeHoldings(trx: Kysely<Database>, userId: string, fields: AccountFields): Promise<void> {
  await assertRoles(trx, fields.roleIds);
  await trx.deleteFrom('account_roles').where('user_id', '=', userId).execute();
  await trx
    .insertInto('account_roles')
    .values([...new Set(fields.roleIds)].map((role_id) => ({ user_id: userId, role_id })))
    .execute();
  await trx.deleteFrom('account_clients').where('user_id', '=', userId).execute();
  await trx
    .insertInto('account_clients')
    .values([...new Set(fields.clientIds)].map((client_id) => ({ user_id: userId, client_id })))
    .execute();
  // Only a 业务人员 reviews at the first stage; an admin's domains would mean nothing.
  await assignReviewerDomains(trx, userId, fields.userType === 'user' ? fields.domainIds : []);
  await recomputeRights(trx, [userId]);
}

/** What the audit log keeps of an account's settings (no phone number in whole). */
const auditedFields = (fields: AccountFields) => ({
  name: fields.name,
  phone: maskPhone(fields.phone),
  userType: fields.userType,
  roles: [...fields.roleIds].sort(),
  clients: [...fields.clientIds].sort(),
  domains: [...fields.domainIds].sort(),
});

async function fieldsOf(db: Kysely<Database>, user: Staff): Promise<AccountFields> {
  const { roles, clients } = await holdings(db, [user.id]);
  return {
    name: user.name,
    phone: user.phone,
    userType: user.user_type,
    roleIds: (roles.get(user.id) ?? []).map((role) => role.id),
    clientIds: clients.get(user.id) ?? [],
    domainIds: (await reviewerDomainsNamed(db, user.id)).map((domain) => domain.id),
  };
}

/** A new staff account with a temporary password, shown once (it must be changed at the first sign-in). */
export async function createAdmin(actor: Actor & Pick<User, 'account'>, ctx: DomainContext, body: AccountFields & { account: string }, hasher: PasswordHasher) {
  requireAdministrator(actor);
  const password = temporaryPassword();
  const hash = await hasher.hash(password);
  const id = newRecordId('usr');
  const at = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('users').select('id').where('account', '=', body.account).executeTakeFirst();
    if (taken) throw ERR.badRequest('该账号已存在');
    await trx
      .insertInto('users')
      .values({
        id,
        account: body.account,
        password_hash: null,
        user_type: body.userType,
        name: body.name,
        phone: body.phone,
        org_id: null,
        rights: '[]',
        enabled: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await storePassword(trx, id, hash, at, true);
    await writeHoldings(trx, id, body);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: 'admin.create',
      target: { type: 'account', id },
      summary: { account: body.account, after: auditedFields(body) },
      at,
    });
    return { id, account: body.account, version: 1, temporaryPassword: password };
  });
}

/** Edits a staff account at the version read; an administrator cannot demote themselves. */
export async function updateAdmin(actor: Actor & Pick<User, 'account'>, ctx: DomainContext, body: AccountFields & { id: string; version: number }) {
  requireAdministrator(actor);
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await staffAccount(trx, body.id);
    const previous = await fieldsOf(trx, before);
    await claimVersion(trx, body.id, body.version, at, { name: body.name, phone: body.phone, user_type: body.userType });
    await writeHoldings(trx, body.id, body);
    if (actor.id === body.id) {
      const after = parseList((await staffAccount(trx, body.id)).rights);
      if (body.userType !== 'admin' || !after.includes(ADMIN_MANAGE_RIGHT)) requireNotSelf(actor, body.id, '降低');
    }
    await assertAdminManagerRemains(trx);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: 'admin.update',
      target: { type: 'account', id: body.id },
      summary: { account: before.account, before: auditedFields(previous), after: auditedFields(body) },
      at,
    });
  });
  return detailOf(ctx.db, body.id);
}

/** A new temporary password (shown once); the account's sessions end and it must change it at its next sign-in. */
export async function resetPassword(actor: Actor & Pick<User, 'account'>, ctx: DomainContext, body: { id: string; version: number }, hasher: PasswordHasher) {
  requireAdministrator(actor);
  const password = temporaryPassword();
  const hash = await hasher.hash(password);
  const at = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const target = await staffAccount(trx, body.id);
    await claimVersion(trx, body.id, body.version, at);
    await storePassword(trx, body.id, hash, at, true);
    const ended = await revokeAllSessions(trx, body.id, at);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: 'admin.reset-password',
      target: { type: 'account', id: body.id },
      summary: { account: target.account, sessionsEnded: ended },
      at,
    });
    return { id: body.id, account: target.account, version: body.version + 1, temporaryPassword: password };
  });
}

/** Disables a staff account with a reason; its sessions end at once (its next call gets HTTP 401). */
export async function disableAdmin(actor: Actor & Pick<User, 'account'>, ctx: DomainContext, body: { id: string; version: number; reason: string }) {
  requireAdministrator(actor);
  requireNotSelf(actor, body.id, '停用');
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const target = await staffAccount(trx, body.id);
    if (target.enabled !== 1) throw ERR.conflict('该账号已是停用状态');
    await claimVersion(trx, body.id, body.version, at, { enabled: 0, disabled_reason: body.reason });
    const ended = await revokeAllSessions(trx, body.id, at);
    await assertAdminManagerRemains(trx);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: 'admin.disable',
      target: { type: 'account', id: body.id },
      summary: { account: target.account, reason: body.reason, sessionsEnded: ended, before: { enabled: true }, after: { enabled: false } },
      at,
    });
  });
  return detailOf(ctx.db, body.id);
}

/** Enables a disabled staff account. */
export async function enableAdmin(actor: Actor & Pick<User, 'account'>, ctx: DomainContext, body: { id: string; version: number }) {
  requireAdministrator(actor);
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const target = await staffAccount(trx, body.id);
    if (target.enabled === 1) throw ERR.conflict('该账号已是启用状态');
    await claimVersion(trx, body.id, body.version, at, { enabled: 1, disabled_reason: '' });
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: 'admin.enable',
      target: { type: 'account', id: body.id },
      summary: { account: target.account, before: { enabled: false }, after: { enabled: true } },
      at,
    });
  });
  return detailOf(ctx.db, body.id);
}
