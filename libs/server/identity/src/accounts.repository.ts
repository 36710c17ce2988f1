import type { Kysely } from 'kysely';
import type { Database, User } from '@portal/server-db';

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

/** Sets a new password hash (a password change). */
export async function setPasswordHash(db: Kysely<Database>, userId: string, hash: string, at: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, updated_at: at }).where('id', '=', userId).execute();
}

/** Upgrades a hash made with older parameters, only if the stored hash is still that one. */
export async function upgradePasswordHash(db: Kysely<Database>, userId: string, hash: string, expected: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).where('password_hash', '=', expected).execute();
}
