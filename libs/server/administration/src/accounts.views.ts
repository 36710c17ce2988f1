import type { Kysely } from 'kysely';
import { CLIENT_IDS, type AdminDetail, type AdminListData, type AdminListQuery, type ClientId } from '@portal/api-contract';
import { ERR, columnContains, containsPattern, countOf, iso, isoOrNull, type DomainContext } from '@portal/server-core';
import { parseList, type Database, type User } from '@portal/server-db';
import { maskPhone, type Actor } from '@portal/server-identity';
import { reviewerDomainsNamed } from '@portal/server-onboarding';
import { requireAdministrator } from './administration.policy';

/** Staff accounts as administration reads them (issue 17): the list, the detail, their roles and clients. */

export type Staff = User & { user_type: 'admin' | 'user' };

const isStaff = (user: User | undefined): user is Staff => user !== undefined && (user.user_type === 'admin' || user.user_type === 'user');

export async function staffAccount(db: Kysely<Database>, id: string): Promise<Staff> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!isStaff(user)) throw ERR.notFound('账号不存在');
  return user;
}

/** The roles and clients of these accounts. */
export async function holdings(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return { roles: new Map<string, { id: string; name: string }[]>(), clients: new Map<string, ClientId[]>() };
  const roleRows = await db
    .selectFrom('account_roles as a')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .select(['a.user_id', 'r.id', 'r.name'])
    .where('a.user_id', 'in', ids)
    .orderBy('r.name')
    .execute();
  const clientRows = await db.selectFrom('account_clients').select(['user_id', 'client_id']).where('user_id', 'in', ids).execute();
  const roles = new Map<string, { id: string; name: string }[]>();
  for (const row of roleRows) roles.set(row.user_id, [...(roles.get(row.user_id) ?? []), { id: row.id, name: row.name }]);
  // In the catalogue's order; a client the catalogue no longer has is left out.
  const clients = new Map<string, ClientId[]>(
    ids.map((id) => {
      const held = clientRows.filter((row) => row.user_id === id).map((row) => row.client_id);
      return [id, CLIENT_IDS.filter((client) => held.includes(client))];
    }),
  );
  return { roles, clients };
}

function summaryOf(user: Staff, roles: { id: string; name: string }[], clients: ClientId[], phone: string) {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    phone,
    userType: user.user_type,
    roles,
    clients,
    enabled: user.enabled === 1,
    mustChangePassword: user.must_change_password === 1,
    lastSignInAt: isoOrNull(user.last_sign_in_at),
    updatedAt: iso(user.updated_at),
    version: Number(user.version),
  };
}

/** Staff accounts, newest change first: keyword (account, name, phone), role, status, client; paged. */
export async function listAdmins(actor: Actor, ctx: DomainContext, query: AdminListQuery): Promise<AdminListData> {
  requireAdministrator(actor);
  const { db } = ctx;
  let base = db.selectFrom('users as u').where('u.user_type', 'in', ['admin', 'user']);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where((eb) => eb.or([columnContains('u.account', pattern), columnContains('u.name', pattern), columnContains('u.phone', pattern)]));
  }
  if (query.status) base = base.where('u.enabled', '=', query.status === 'enabled' ? 1 : 0);
  if (query.role) {
    const role = query.role;
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('account_roles as a').select('a.user_id').whereRef('a.user_id', '=', 'u.id').where('a.role_id', '=', role)),
    );
  }
  if (query.client) {
    const client = query.client;
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('account_clients as c').select('c.user_id').whereRef('c.user_id', '=', 'u.id').where('c.client_id', '=', client)),
    );
  }
  const total = await countOf(base);
  const rows = (await base
    .selectAll('u')
    .orderBy('u.updated_at', 'desc')
    .orderBy('u.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute()) as Staff[];
  const { roles, clients } = await holdings(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => summaryOf(row, roles.get(row.id) ?? [], clients.get(row.id) ?? [], maskPhone(row.phone))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function detailOf(db: Kysely<Database>, id: string): Promise<AdminDetail> {
  const user = await staffAccount(db, id);
  const { roles, clients } = await holdings(db, [id]);
  return {
    ...summaryOf(user, roles.get(id) ?? [], clients.get(id) ?? [], user.phone),
    domains: await reviewerDomainsNamed(db, id),
    rights: parseList(user.rights),
    disabledReason: user.disabled_reason,
    createdAt: iso(user.created_at),
  };
}

/** One staff account, whole. */
export async function adminDetail(actor: Actor, ctx: DomainContext, id: string): Promise<AdminDetail> {
  requireAdministrator(actor);
  return detailOf(ctx.db, id);
}
