import type { Kysely } from 'kysely';
import { parseList, type Database, type User } from '@portal/server-db';

export const findUserById = (db: Kysely<Database>, id: string): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByAccount = (db: Kysely<Database>, account: string): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();

/** The corporation account a CAS user name maps to. */
export const findCorporationAccount = (db: Kysely<Database>, account: string): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('account', '=', account).where('user_type', '=', 'second').executeTakeFirst();

export async function organisationName(db: Kysely<Database>, orgId: string): Promise<string | undefined> {
  return (await db.selectFrom('organisations').select('name').where('id', '=', orgId).executeTakeFirst())?.name;
}

/** Upgrades a hash made with older parameters, only if the stored hash is still that one. */
export async function upgradePasswordHash(db: Kysely<Database>, userId: string, hash: string, expected: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).where('password_hash', '=', expected).execute();
}

/*
 * Reads of accounts and organisations for other domains (issue 14: identity owns `users` and
 * `organisations`; the others read them through these).
 */

/** The names of accounts by id (e.g. who changed an announcement last); unknown ids are left out. */
export async function accountNames(db: Kysely<Database>, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** An account's type and organisation, or undefined. */
export function accountKind(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'org_id', 'user_type']).where('id', '=', userId).executeTakeFirst();
}

/** An organisation, or undefined. */
export function findOrganisation(db: Kysely<Database>, orgId: string) {
  return db.selectFrom('organisations').selectAll().where('id', '=', orgId).executeTakeFirst();
}

/** Every account of an organisation, by account name. */
export function accountsOfOrganisation(db: Kysely<Database>, orgId: string) {
  return db.selectFrom('users').select(['id', 'account', 'name', 'phone', 'enabled', 'user_type']).where('org_id', '=', orgId).orderBy('account').execute();
}

/** The enabled staff accounts of a type that carry a right (issue 22: whom a notice goes to). */
export async function enabledStaffWithRight(db: Kysely<Database>, userType: 'admin' | 'user', right: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select(['id', 'rights']).where('user_type', '=', userType).where('enabled', '=', 1).execute();
  return rows.filter((row) => parseList(row.rights).includes(right)).map((row) => row.id);
}
