import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';

/*
 * What the user detail reads of accounts and organisations (identity's tables; read only, SQL
 * only). Onboarding's tables are read through the onboarding lib.
 */

/** An account's type and organisation. */
export function accountOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'org_id', 'user_type']).where('id', '=', userId).executeTakeFirst();
}

/** An organisation, or undefined. */
export function organisationOf(db: Kysely<Database>, orgId: string) {
  return db.selectFrom('organisations').selectAll().where('id', '=', orgId).executeTakeFirst();
}

/** Every account of an organisation, by account name. */
export function accountsOf(db: Kysely<Database>, orgId: string) {
  return db.selectFrom('users').select(['id', 'account', 'name', 'phone', 'enabled', 'user_type']).where('org_id', '=', orgId).orderBy('account').execute();
}
