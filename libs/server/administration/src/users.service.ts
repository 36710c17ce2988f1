import { USER_MANAGE_RIGHT, USER_VIEW_RIGHT, type UserListData, type UserListQuery, type UserState } from '@portal/api-contract';
import { actorOf, appendAudit } from '@portal/server-audit';
import { ERR, columnContains, containsPattern, countOf, isoOrNull, type DomainContext } from '@portal/server-core';
import type { User } from '@portal/server-db';
import { hasRight, maskPhone, revokeAllSessions, type Actor } from '@portal/server-identity';
import { applicationTallies, organisationsThatApplied, reviewerDomainsOf } from '@portal/server-onboarding';
import { claimVersion } from './account-version';

/**
 * The users of the platform (issue 17): corporation accounts. Who sees whom is decided here:
 * - an admin with `user:view` sees every corporation, credit codes whole;
 * - a reviewer (first-review right) sees the corporations with an application submitted in their
 *   domains, credit codes masked, and only those applications counted;
 * - `user:manage` (admins) disables and enables them.
 */

/** 91320000MA7DQ4K2XY → 9132********K2XY: enough to tell two apart, not enough to reuse. */
export const maskCreditCode = (code: string) => (code.length === 18 ? `${code.slice(0, 4)}${'*'.repeat(10)}${code.slice(-4)}` : '****');

type Scope = { kind: 'all' } | { kind: 'reviewer'; domains: string[]; orgIds: string[] };

async function scopeOf(ctx: DomainContext, actor: User): Promise<Scope> {
  if (actor.user_type === 'admin' && hasRight(actor, USER_VIEW_RIGHT)) return { kind: 'all' };
  if (actor.user_type === 'user' && hasRight(actor, 'domain:first-review')) {
    const domains = await reviewerDomainsOf(ctx.db, actor);
    return { kind: 'reviewer', domains, orgIds: await organisationsThatApplied(ctx.db, domains) };
  }
  throw ERR.forbidden('您没有查看用户的权限');
}

/** Corporation users, most recent sign-in first (never signed in last), filtered and paged. */
export async function listUsers(actor: User, ctx: DomainContext, query: UserListQuery): Promise<UserListData> {
  const scope = await scopeOf(ctx, actor);
  let base = ctx.db.selectFrom('users as u').innerJoin('organisations as o', 'o.id', 'u.org_id').where('u.user_type', '=', 'second');
  if (scope.kind === 'reviewer') base = base.where('u.org_id', 'in', scope.orgIds.length > 0 ? scope.orgIds : ['']);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where((eb) => eb.or([columnContains('o.name', pattern), columnContains('o.credit_code', pattern), columnContains('u.account', pattern)]));
  }
  if (query.status) base = base.where('u.enabled', '=', query.status === 'enabled' ? 1 : 0);
  const total = await countOf(base);
  const rows = await base
    .select([
      'u.id',
      'u.account',
      'u.phone',
      'u.enabled',
      'u.version',
      'u.first_sign_in_at',
      'u.last_sign_in_at',
      'o.id as org_id',
      'o.name as org_name',
      'o.credit_code',
      'o.legal_person',
    ])
    .orderBy((eb) => eb.fn.coalesce('u.last_sign_in_at', eb.val(0)), 'desc')
    .orderBy('o.name')
    .orderBy('u.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const tallies = await applicationTallies(
    ctx.db,
    rows.map((row) => row.org_id),
    scope.kind === 'reviewer' ? scope.domains : undefined,
  );
  const none = { total: 0, draft: 0, inReview: 0, approved: 0, rejected: 0, withdrawn: 0 };
  return {
    items: rows.map((row) => ({
      id: row.id,
      account: row.account,
      corporation: { id: row.org_id, name: row.org_name },
      creditCode: scope.kind === 'all' ? row.credit_code : maskCreditCode(row.credit_code),
      legalPerson: row.legal_person,
      maskedPhone: maskPhone(row.phone),
      firstSignInAt: isoOrNull(row.first_sign_in_at),
      lastSignInAt: isoOrNull(row.last_sign_in_at),
      applications: tallies.get(row.org_id) ?? none,
      enabled: Number(row.enabled) === 1,
      version: Number(row.version),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Whether the account disables and enables users (an admin with the user-management right). */
export const mayManageUsers = (actor: Actor) => actor.user_type === 'admin' && hasRight(actor, USER_MANAGE_RIGHT);

async function changeUserState(
  actor: User,
  ctx: DomainContext,
  input: { userId: string; version: number; reason?: string },
  enabled: boolean,
): Promise<UserState> {
  if (!mayManageUsers(actor)) throw ERR.forbidden('您没有停用或启用用户的权限');
  const at = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('users').selectAll().where('id', '=', input.userId).where('user_type', '=', 'second').executeTakeFirst();
    if (!target) throw ERR.notFound('用户不存在');
    if ((target.enabled === 1) === enabled) throw ERR.conflict(enabled ? '该用户已是启用状态' : '该用户已是停用状态');
    const reason = enabled ? '' : (input.reason ?? '');
    await claimVersion(trx, input.userId, input.version, at, { enabled: enabled ? 1 : 0, disabled_reason: reason }, '该用户已被其他管理员修改，请刷新后重试');
    const ended = enabled ? 0 : await revokeAllSessions(trx, input.userId, at);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: enabled ? 'user.enable' : 'user.disable',
      target: { type: 'account', id: input.userId },
      summary: { account: target.account, ...(enabled ? {} : { reason, sessionsEnded: ended }), before: { enabled: !enabled }, after: { enabled } },
      at,
    });
    return { userId: input.userId, enabled, disabledReason: reason, version: input.version + 1 };
  });
}

/** Disables a corporation user with a reason; its sessions end at once. */
export const disableUser = (actor: User, ctx: DomainContext, input: { userId: string; version: number; reason: string }) =>
  changeUserState(actor, ctx, input, false);

/** Enables a disabled corporation user. */
export const enableUser = (actor: User, ctx: DomainContext, input: { userId: string; version: number }) => changeUserState(actor, ctx, input, true);
