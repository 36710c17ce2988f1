import type { Kysely } from 'kysely';
import { ADMIN_MANAGE_RIGHT, effectiveRights } from '@portal/api-contract';
import { ERR } from '@portal/server-core';
import { parseList, type Database } from '@portal/server-db';

/**
 * Writes the rights of these staff accounts from their roles and clients (decision 0029), in the
 * caller's transaction. `users.rights` is what every access decision reads (identity's `hasRight`),
 * so a role, holding or client change takes effect on the account's next call.
 */
export async function recomputeRights(trx: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const held = await trx
    .selectFrom('account_roles as a')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .select(['a.user_id', 'r.rights'])
    .where('a.user_id', 'in', ids)
    .execute();
  const clients = await trx.selectFrom('account_clients').select(['user_id', 'client_id']).where('user_id', 'in', ids).execute();
  for (const id of ids) {
    const rights = effectiveRights(
      held.filter((row) => row.user_id === id).map((row) => parseList(row.rights)),
      clients.filter((row) => row.user_id === id).map((row) => row.client_id),
    );
    await trx
      .updateTable('users')
      .set({ rights: JSON.stringify(rights) })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Issue 17: the platform never loses its last administrator. Checked inside the changing transaction,
 * after the change: when no enabled staff account holds the admin-management right any more, the
 * change is refused (409) and rolls back.
 */
export async function assertAdminManagerRemains(trx: Kysely<Database>): Promise<void> {
  const holder = await trx
    .selectFrom('users')
    .select('id')
    .where('user_type', '=', 'admin')
    .where('enabled', '=', 1)
    .where('rights', 'like', `%"${ADMIN_MANAGE_RIGHT}"%`)
    .limit(1)
    .executeTakeFirst();
  if (!holder) throw ERR.conflict('至少需要保留一名拥有“管理员、角色与审计日志”权限的启用管理员');
}
