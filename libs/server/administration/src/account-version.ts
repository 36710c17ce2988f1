import type { Kysely } from 'kysely';
import { ERR } from '@portal/server-core';
import type { Database, User } from '@portal/server-db';

/**
 * Bumps an account's version (staff or corporation) with its changes if it is still the one the
 * administrator read: of two administrators changing it at once exactly one wins, the other gets
 * 409 / 4090 with `conflictMessage`.
 */
export async function claimVersion(
  trx: Kysely<Database>,
  id: string,
  version: number,
  at: number,
  changes: Partial<Pick<User, 'enabled' | 'disabled_reason' | 'name' | 'phone' | 'user_type'>> = {},
  conflictMessage = '该账号已被其他管理员修改，请刷新后重试',
): Promise<void> {
  const result = await trx
    .updateTable('users')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw ERR.conflict(conflictMessage);
}
