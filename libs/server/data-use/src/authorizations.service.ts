import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  APP_KEY_CODE,
  AUTHORIZATION_ENDED_CODE,
  OUT_OF_SCOPE_CODE,
  QUOTA_EXHAUSTED_CODE,
  type Authorization,
  type AuthorizationStatus,
} from '@portal/api-contract';
import { actorOf, appendAudit } from '@portal/server-audit';
import { ERR, HttpError, REVIEW_CONFLICT, type DomainContext } from '@portal/server-core';
import { newRecordId, parseList, sha256, type AuthorizationRow, type Database, type DataUseApplication, type User } from '@portal/server-db';
import { corporationOf } from '@portal/server-identity';
import {
  authorizationByKeyHash,
  authorizationView,
  countCall,
  findAuthorization,
  insertAuthorization,
  listAuthorizations,
  updateAuthorizationIfCurrent,
} from './authorizations.repository';
import { authorizationStatus, managesAuthorizations } from './data-use.policy';
import { toAuthorization } from './data-use.views';

/*
 * Authorizations (issue 22): what an approved application grants, and the app key that uses it.
 * The key is 32 random bytes shown once to the corporation that asks for it; only its SHA-256 is
 * stored (a key is high-entropy, so a fast hash is enough; a stolen table gives no usable key) and
 * it is never logged. A new key replaces the old one at once; a revoked or expired authorization
 * refuses the next call.
 */

const AUTHORIZATION_NOT_FOUND = '授权不存在';

/** `months` calendar months after `at` (UTC). */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** The authorization of an application the final review just passed, in its transaction. */
export async function createAuthorization(trx: Kysely<Database>, at: number, application: DataUseApplication & { scope: string }): Promise<void> {
  const scope = JSON.parse(application.scope) as { fields: string[]; months: number; callQuota: number };
  const row: AuthorizationRow = {
    id: newRecordId('auz'),
    application_id: application.id,
    org_id: application.org_id,
    resource_id: application.resource_id,
    fields: JSON.stringify(scope.fields),
    starts_at: at,
    ends_at: addMonths(at, scope.months),
    call_quota: scope.callQuota,
    calls_used: 0,
    status: 'active',
    revoked_at: null,
    revoked_by: null,
    revoke_reason: null,
    key_hash: null,
    key_prefix: null,
    key_issued_at: null,
    expiry_notified_at: null,
    version: 1,
    created_at: at,
    updated_at: at,
  };
  await insertAuthorization(trx, row);
}

async function view(db: Kysely<Database>, id: string, now: number): Promise<Authorization> {
  const row = await authorizationView(db, id);
  if (!row) throw ERR.notFound(AUTHORIZATION_NOT_FOUND);
  return toAuthorization(row, now);
}

/** A new app key for the corporation's active authorization, shown this once; the previous key stops working. */
export async function issueKey(
  ctx: DomainContext,
  actor: User,
  input: { id: string; version: number },
): Promise<{ key: string; authorization: Authorization }> {
  const orgId = corporationOf(actor);
  if (!orgId) throw ERR.forbidden('仅法人用户可以获取应用密钥');
  const key = `ak_${randomBytes(32).toString('base64url')}`;
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findAuthorization(trx, input.id);
    if (!row || row.org_id !== orgId) throw ERR.notFound(AUTHORIZATION_NOT_FOUND);
    const at = ctx.now();
    if (authorizationStatus(row, at) !== 'active') throw ERR.conflict('授权已结束，不能再获取应用密钥');
    if (Number(row.version) !== input.version) throw ERR.conflict(REVIEW_CONFLICT);
    const changed = await updateAuthorizationIfCurrent(trx, row, { key_hash: sha256(key), key_prefix: key.slice(0, 10), key_issued_at: at, updated_at: at });
    if (!changed) throw ERR.conflict(REVIEW_CONFLICT);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: row.key_hash ? 'authorization.key.rotate' : 'authorization.key.issue',
      target: { type: 'authorization', id: row.id },
      // The key itself is never written anywhere but to the caller.
      summary: { keyPrefix: key.slice(0, 10) },
      at,
    });
  });
  return { key, authorization: await view(ctx.db, input.id, ctx.now()) };
}

/** Ends an authorization at once (the platform): its key is refused from the next call. */
export async function revokeAuthorization(ctx: DomainContext, actor: User, input: { id: string; version: number; reason: string }): Promise<Authorization> {
  if (!managesAuthorizations(actor)) throw ERR.forbidden('授权管理由平台管理员办理');
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findAuthorization(trx, input.id);
    if (!row) throw ERR.notFound(AUTHORIZATION_NOT_FOUND);
    if (row.status === 'revoked') throw ERR.conflict('该授权已被撤销');
    if (Number(row.version) !== input.version) throw ERR.conflict(REVIEW_CONFLICT);
    const at = ctx.now();
    if (
      !(await updateAuthorizationIfCurrent(trx, row, { status: 'revoked', revoked_at: at, revoked_by: actor.id, revoke_reason: input.reason, updated_at: at }))
    ) {
      throw ERR.conflict(REVIEW_CONFLICT);
    }
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: 'authorization.revoke',
      target: { type: 'authorization', id: row.id },
      summary: { resource: row.resource_id, org: row.org_id, reason: input.reason },
      at,
    });
  });
  return view(ctx.db, input.id, ctx.now());
}

type Page = { page: number; pageSize: number; status?: AuthorizationStatus | undefined };

async function page(ctx: DomainContext, filter: { orgId?: string }, query: Page) {
  const now = ctx.now();
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const { rows, total } = await listAuthorizations(ctx.db, { ...filter, status: query.status }, now, window);
  return { items: rows.map((row) => toAuthorization(row, now)), total, page: query.page, pageSize: query.pageSize };
}

/** The corporation's authorizations. */
export function myAuthorizations(ctx: DomainContext, actor: User, query: Page) {
  const orgId = corporationOf(actor);
  if (!orgId) throw ERR.forbidden('仅法人用户可以查看授权');
  return page(ctx, { orgId }, query);
}

/** Every authorization (the platform). */
export function allAuthorizations(ctx: DomainContext, actor: User, query: Page) {
  if (!managesAuthorizations(actor)) throw ERR.forbidden('授权管理由平台管理员办理');
  return page(ctx, {}, query);
}

const refuse = (status: number, code: number, msg: string) => new HttpError(status, code, msg);

/**
 * Whether an open-API call with this key may read these fields of the resource now (issue 22):
 * the key must be the current key of an authorization for the resource, active, within its period
 * and quota, and the fields within its scope. The call is counted in the same statement that checks
 * the quota. Returns the fields to answer with: those asked, or all granted.
 */
export async function authorizeCall(ctx: DomainContext, resourceId: string, key: string, asked: readonly string[] | undefined): Promise<string[]> {
  const keyHash = sha256(key);
  const row = await authorizationByKeyHash(ctx.db, keyHash);
  if (!row) throw refuse(401, APP_KEY_CODE, '应用密钥无效或已被更换');
  if (row.resource_id !== resourceId) throw refuse(403, OUT_OF_SCOPE_CODE, '该应用密钥未获得此数据资源的授权');
  const now = ctx.now();
  const status = authorizationStatus(row, now);
  if (status === 'revoked') throw refuse(403, AUTHORIZATION_ENDED_CODE, '授权已被撤销，不能再调用');
  if (status === 'expired') throw refuse(403, AUTHORIZATION_ENDED_CODE, '授权已过期，不能再调用');
  const granted = parseList(row.fields);
  const outside = (asked ?? []).filter((name) => !granted.includes(name));
  if (outside.length > 0) throw refuse(403, OUT_OF_SCOPE_CODE, `字段 ${outside.join('、')} 不在授权范围内`);
  if (!(await countCall(ctx.db, row.id, keyHash, now))) {
    const again = await findAuthorization(ctx.db, row.id);
    if (!again || again.key_hash !== keyHash) throw refuse(401, APP_KEY_CODE, '应用密钥无效或已被更换');
    if (authorizationStatus(again, now) !== 'active') throw refuse(403, AUTHORIZATION_ENDED_CODE, '授权已结束，不能再调用');
    throw refuse(429, QUOTA_EXHAUSTED_CODE, '授权的调用次数已用完');
  }
  return asked ? [...asked] : granted;
}
