import type { Kysely } from 'kysely';
import { CLIENTS, RIGHT_IDS, RIGHTS, type ClientView, type RightId, type RoleView } from '@portal/api-contract';
import { actorOf, appendAudit } from '@portal/server-audit';
import { ERR, iso, type DomainContext } from '@portal/server-core';
import { newRecordId, parseList, type Database, type Role, type User } from '@portal/server-db';
import type { Actor } from '@portal/server-identity';
import { requireAdministrator } from './administration.policy';
import { assertAdminManagerRemains, recomputeRights } from './rights';

/** The client systems and the rights each carries (a fixed catalogue, the contract's). */
export function clientList(actor: Actor): ClientView[] {
  requireAdministrator(actor);
  return CLIENTS.map((client) => ({ ...client, rights: RIGHTS.filter((right) => right.client === client.id).map((right) => right.id) }));
}

const knownRights = (json: string): RightId[] => parseList(json).filter((right): right is RightId => (RIGHT_IDS as readonly string[]).includes(right));

function viewOf(role: Role, holders: number): RoleView {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    rights: knownRights(role.rights),
    holders,
    updatedAt: iso(role.updated_at),
    version: Number(role.version),
  };
}

async function holdersOf(db: Kysely<Database>, roleId: string): Promise<string[]> {
  return (await db.selectFrom('account_roles').select('user_id').where('role_id', '=', roleId).execute()).map((row) => row.user_id);
}

/** Every role with how many accounts hold it, by name. */
export async function roleList(actor: Actor, ctx: DomainContext): Promise<RoleView[]> {
  requireAdministrator(actor);
  const roles = await ctx.db.selectFrom('roles').selectAll().orderBy('created_at').orderBy('name').execute();
  const counts = await ctx.db
    .selectFrom('account_roles')
    .select(['role_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('role_id')
    .execute();
  const holders = new Map(counts.map((row) => [row.role_id, Number(row.n)]));
  return roles.map((role) => viewOf(role, holders.get(role.id) ?? 0));
}

export interface RoleInput {
  id?: string | undefined;
  version?: number | undefined;
  name: string;
  description: string;
  rights: RightId[];
}

/**
 * Creates a role, or renames or changes one at the version read (409 when another administrator
 * changed it meanwhile). Its holders' rights are rewritten in the same transaction, so the change
 * takes effect on their next call; a change that would leave no administrator able to manage
 * administration is refused.
 */
export async function saveRole(actor: Actor & Pick<User, 'account'>, ctx: DomainContext, input: RoleInput): Promise<RoleView> {
  requireAdministrator(actor);
  const at = ctx.now();
  const rights = RIGHTS.map((right) => right.id).filter((right) => input.rights.includes(right));
  const id = await ctx.db.transaction().execute(async (trx) => {
    const clash = await trx.selectFrom('roles').select('id').where('name', '=', input.name).executeTakeFirst();
    if (clash && clash.id !== input.id) throw ERR.badRequest('角色名称已存在');
    if (input.id === undefined) {
      const created = newRecordId('role');
      await trx
        .insertInto('roles')
        .values({ id: created, name: input.name, description: input.description, rights: JSON.stringify(rights), version: 1, created_at: at, updated_at: at })
        .execute();
      await appendAudit(trx, {
        actor: actorOf(actor, ctx.client),
        action: 'role.create',
        target: { type: 'role', id: created },
        summary: { after: { name: input.name, rights } },
        at,
      });
      return created;
    }
    const before = await trx.selectFrom('roles').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!before) throw ERR.notFound('角色不存在');
    const result = await trx
      .updateTable('roles')
      .set({ name: input.name, description: input.description, rights: JSON.stringify(rights), version: Number(before.version) + 1, updated_at: at })
      .where('id', '=', input.id)
      .where('version', '=', input.version ?? -1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw ERR.conflict('该角色已被其他管理员修改，请刷新后重试');
    await recomputeRights(trx, await holdersOf(trx, input.id));
    await assertAdminManagerRemains(trx);
    await appendAudit(trx, {
      actor: actorOf(actor, ctx.client),
      action: 'role.update',
      target: { type: 'role', id: input.id },
      summary: { before: { name: before.name, rights: knownRights(before.rights) }, after: { name: input.name, rights } },
      at,
    });
    return input.id;
  });
  const role = await ctx.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return viewOf(role, (await holdersOf(ctx.db, id)).length);
}
