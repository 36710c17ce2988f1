import type { RouteAccess } from '@portal/api-contract';
import { parseList, type User } from '@portal/server-db';

/**
 * Who a signed-in account is, as far as any access decision needs (issue 14): its type (spec §6:
 * `admin` and `user` are staff, `second` a corporation), its organisation and its rights.
 */
export type Actor = Pick<User, 'id' | 'user_type' | 'org_id' | 'rights'>;

/** Which account types may call a route of each access level (spec §6 path groups: primary = admin + user, second = corporations). */
const ROUTE_ACCESS: Record<Exclude<RouteAccess, 'public'>, readonly User['user_type'][]> = {
  session: ['admin', 'user', 'second'],
  admin: ['admin'],
  user: ['admin', 'user'],
  second: ['second'],
};

/** Whether an account may call a route of this access level at all (the domain's policy then decides on the item). */
export function routeAllows(access: RouteAccess, actor: Actor | null): boolean {
  if (access === 'public') return true;
  return actor !== null && ROUTE_ACCESS[access].includes(actor.user_type);
}

/** The rights an account carries (users.rights is a JSON array of strings; anything else is none). */
export function rightsOf(actor: Pick<Actor, 'rights'>): string[] {
  return parseList(actor.rights);
}

/** Whether the account carries a right. The one place rights are read. */
export function hasRight(actor: Pick<Actor, 'rights'>, right: string): boolean {
  return rightsOf(actor).includes(right);
}

/** A corporation account's organisation, or undefined for staff and accounts without one. */
export function corporationOf(actor: Actor): string | undefined {
  return actor.user_type === 'second' && actor.org_id ? actor.org_id : undefined;
}
