import { ADMIN_MANAGE_RIGHT } from '@portal/api-contract';
import { ERR } from '@portal/server-core';
import { hasRight, type Actor } from '@portal/server-identity';

/**
 * The one access policy of administration (issue 17): staff accounts, roles and the audit log are
 * managed by admins holding the admin-management right (granted through a role, within the console
 * client). Everyone else is refused with 403.
 */
export function mayAdminister(actor: Actor): boolean {
  return actor.user_type === 'admin' && hasRight(actor, ADMIN_MANAGE_RIGHT);
}

export function requireAdministrator(actor: Actor): void {
  if (!mayAdminister(actor)) throw ERR.forbidden('您没有管理员与角色管理的权限');
}

/** Issue 17: nobody disables or demotes themselves (another administrator must). */
export function requireNotSelf(actor: Actor, targetId: string, what: string): void {
  if (actor.id === targetId) throw ERR.conflict(`不能${what}自己的账号，请由其他管理员操作`);
}
