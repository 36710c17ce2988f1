import type { Kysely } from 'kysely';
import type { AuthorizationRow, Database } from '@portal/server-db';

/** `authorizations` (issue 22): SQL only. The key is never here, only its SHA-256. */

export async function insertAuthorization(db: Kysely<Database>, row: AuthorizationRow): Promise<void> {
  await db.insertInto('authorizations').values(row).execute();
}

export async function findAuthorization(db: Kysely<Database>, id: string): Promise<AuthorizationRow | undefined> {
  return db.selectFrom('authorizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function authorizationOfApplication(db: Kysely<Database>, applicationId: string): Promise<AuthorizationRow | undefined> {
  return db.selectFrom('authorizations').selectAll().where('application_id', '=', applicationId).executeTakeFirst();
}

export async function authorizationByKeyHash(db: Kysely<Database>, keyHash: string): Promise<AuthorizationRow | undefined> {
  return db.selectFrom('authorizations').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

/** The corporation's authorization for the resource that is active and not past its end, if any. */
export async function liveAuthorizationId(db: Kysely<Database>, orgId: string, resourceId: string, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('authorizations')
    .select('id')
    .where('org_id', '=', orgId)
    .where('resource_id', '=', resourceId)
    .where('status', '=', 'active')
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return row?.id;
}

/** Changes the authorization only if it still has the version it was read with; whether it did. */
export async function updateAuthorizationIfCurrent(
  db: Kysely<Database>,
  row: Pick<AuthorizationRow, 'id' | 'version'>,
  set: Partial<Omit<AuthorizationRow, 'id' | 'version'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('authorizations')
    .set({ ...set, version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts one call against the authorization of this key, in one statement: only while it is active,
 * within its period and under its quota, and the key is still its key. Whether the call was counted.
 */
export async function countCall(db: Kysely<Database>, id: string, keyHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('authorizations')
    .set((eb) => ({ calls_used: eb('calls_used', '+', 1) }))
    .where('id', '=', id)
    .where('key_hash', '=', keyHash)
    .where('status', '=', 'active')
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .where((eb) => eb('calls_used', '<', eb.ref('call_quota')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AuthorizationFilter {
  orgId?: string;
  status?: 'active' | 'expired' | 'revoked' | undefined;
}

/** A page of authorizations, newest first, with the resource's code and name and the corporation's name. */
export async function listAuthorizations(db: Kysely<Database>, filter: AuthorizationFilter, now: number, window: { limit: number; offset: number }) {
  let query = db
    .selectFrom('authorizations as z')
    .innerJoin('data_resources as r', 'r.id', 'z.resource_id')
    .innerJoin('organisations as o', 'o.id', 'z.org_id');
  if (filter.orgId !== undefined) query = query.where('z.org_id', '=', filter.orgId);
  if (filter.status === 'revoked') query = query.where('z.status', '=', 'revoked');
  if (filter.status === 'active') query = query.where('z.status', '=', 'active').where('z.ends_at', '>', now);
  if (filter.status === 'expired') query = query.where('z.status', '=', 'active').where('z.ends_at', '<=', now);
  const [rows, total] = await Promise.all([
    query
      .selectAll('z')
      .select(['r.code as resource_code', 'r.name as resource_name', 'o.name as org_name'])
      .orderBy('z.created_at', 'desc')
      .orderBy('z.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One authorization with the names its view shows. */
export async function authorizationView(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('authorizations as z')
    .innerJoin('data_resources as r', 'r.id', 'z.resource_id')
    .innerJoin('organisations as o', 'o.id', 'z.org_id')
    .selectAll('z')
    .select(['r.code as resource_code', 'r.name as resource_name', 'o.name as org_name'])
    .where('z.id', '=', id)
    .executeTakeFirst();
}

export type AuthorizationViewRow = NonNullable<Awaited<ReturnType<typeof authorizationView>>>;
