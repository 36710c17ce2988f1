import type { Kysely } from 'kysely';

/**
 * The built-in roles (issue 17, decision 0029), as this migration writes them. Administrators may
 * rename or change them later; the ids stay.
 */
export const BUILTIN_ROLES = [
  {
    id: 'role_platform_admin',
    name: '平台管理员',
    description: '平台运营方管理员：终审、入口配置、公告、账号与角色、用户、审计日志与内容运营',
    rights: [
      'workspace:home',
      'domain:view',
      'domain:final-review',
      'entry:manage',
      'announce:edit',
      'admin:manage',
      'user:view',
      'user:manage',
      'content:edit',
      'analytics:view',
      'search:dictionary',
    ],
  },
  {
    id: 'role_first_reviewer',
    name: '领域初审员',
    description: '数据领域主管部门的审核人员：对所负责领域的入驻申请进行初审',
    rights: ['workspace:home', 'domain:view', 'domain:first-review'],
  },
  {
    id: 'role_final_reviewer',
    name: '终审员',
    description: '平台运营方的审核人员：入驻申请终审与领域入口配置',
    rights: ['workspace:home', 'domain:view', 'domain:final-review', 'entry:manage'],
  },
  {
    id: 'role_content_operator',
    name: '内容运营',
    description: '公告、内容墙、运营分析与检索词典',
    rights: ['workspace:home', 'announce:edit', 'content:edit', 'analytics:view', 'search:dictionary'],
  },
] as const;

/** Which client each right belongs to, as of this migration (the contract's RIGHTS). */
const RIGHT_CLIENT: Record<string, string> = {
  'workspace:home': 'workspace',
  'domain:view': 'workspace',
  'domain:first-review': 'workspace',
  'domain:final-review': 'workspace',
  'entry:manage': 'workspace',
  'announce:edit': 'workspace',
  'admin:manage': 'console',
  'user:view': 'console',
  'user:manage': 'console',
  'content:edit': 'console',
  'analytics:view': 'console',
  'search:dictionary': 'console',
};

interface Rows {
  users: { id: string; user_type: string; rights: string };
  roles: { id: string; name: string; description: string; rights: string; version: number; created_at: number; updated_at: number };
  account_roles: { user_id: string; role_id: string };
  account_clients: { user_id: string; client_id: string };
}

/**
 * Issue 17 (decision 0029): roles (named sets of rights) held by staff accounts, the clients an
 * account may use, the password history (no reuse of the last 5), and on `users` the state
 * administration needs: a version for optimistic concurrency, must-change-password, why an account
 * was disabled, and its first and last sign-in.
 *
 * Staff accounts that exist already get a role by their type (admin: 平台管理员 with both clients;
 * user: 领域初审员 with the workspace) and their rights are recomputed from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('rights', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('account_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('account_roles_role_idx').on('account_roles').column('role_id').execute();

  await db.schema
    .createTable('account_clients')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_clients_pk', ['user_id', 'client_id'])
    .execute();

  await db.schema
    .createTable('password_history')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('password_history_pk', ['user_id', 'seq'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('disabled_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('first_sign_in_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'bigint').execute();
  await db.schema.createIndex('users_type_idx').on('users').columns(['user_type', 'account']).execute();

  const typed = db as unknown as Kysely<Rows>;
  const at = Date.now();
  await typed
    .insertInto('roles')
    .values(BUILTIN_ROLES.map((role) => ({ ...role, rights: JSON.stringify(role.rights), version: 1, created_at: at, updated_at: at })))
    .execute();

  const staff = await typed.selectFrom('users').select(['id', 'user_type']).where('user_type', 'in', ['admin', 'user']).execute();
  for (const account of staff) {
    const role = BUILTIN_ROLES[account.user_type === 'admin' ? 0 : 1];
    const clients = account.user_type === 'admin' ? ['workspace', 'console'] : ['workspace'];
    await typed.insertInto('account_roles').values({ user_id: account.id, role_id: role.id }).execute();
    await typed
      .insertInto('account_clients')
      .values(clients.map((client_id) => ({ user_id: account.id, client_id })))
      .execute();
    const rights = role.rights.filter((right) => clients.includes(RIGHT_CLIENT[right] ?? ''));
    await typed
      .updateTable('users')
      .set({ rights: JSON.stringify(rights) })
      .where('id', '=', account.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['password_history', 'account_clients', 'account_roles', 'roles']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('users_type_idx').ifExists().execute();
  for (const column of ['last_sign_in_at', 'first_sign_in_at', 'disabled_reason', 'must_change_password', 'version']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
