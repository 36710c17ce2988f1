import type { Kysely } from 'kysely';

/**
 * The rights of using conditional data (issue 22) the built-in roles gain: department reviewers
 * decide first, the platform last (and manages authorizations).
 */
export const DATA_USE_ROLE_RIGHTS: Readonly<Record<string, readonly string[]>> = {
  role_platform_admin: ['data-use:final-review'],
  role_final_reviewer: ['data-use:final-review'],
  role_first_reviewer: ['data-use:first-review'],
};

interface Rows {
  roles: { id: string; rights: string };
  users: { id: string; rights: string };
  account_roles: { user_id: string; role_id: string };
  account_clients: { user_id: string; client_id: string };
}

/** Adds rights to a JSON list of rights (each once). */
const withRights = (json: string, add: readonly string[]) => {
  const held = (JSON.parse(json) as string[]).filter((right) => typeof right === 'string');
  return JSON.stringify([...held, ...add.filter((right) => !held.includes(right))]);
};

/** The built-in roles gain the data-use rights, and so do the workspace accounts that hold them. */
async function grantRights(db: Kysely<Rows>): Promise<void> {
  for (const [roleId, rights] of Object.entries(DATA_USE_ROLE_RIGHTS)) {
    const role = await db.selectFrom('roles').select('rights').where('id', '=', roleId).executeTakeFirst();
    if (!role) continue;
    await db
      .updateTable('roles')
      .set({ rights: withRights(role.rights, rights) })
      .where('id', '=', roleId)
      .execute();
    const holders = await db
      .selectFrom('users as u')
      .innerJoin('account_roles as r', 'r.user_id', 'u.id')
      .innerJoin('account_clients as c', 'c.user_id', 'u.id')
      .select(['u.id', 'u.rights'])
      .where('r.role_id', '=', roleId)
      .where('c.client_id', '=', 'workspace')
      .execute();
    for (const holder of holders)
      await db
        .updateTable('users')
        .set({ rights: withRights(holder.rights, rights) })
        .where('id', '=', holder.id)
        .execute();
  }
}

/**
 * Issue 22: applications to use conditional data and the authorizations they lead to.
 *
 * - `reviewer_departments`: the departments whose resources a first-stage reviewer decides on;
 * - `data_use_applications` and `data_use_transitions` (the audit trail, as onboarding's), and the
 *   attachments in `data_use_files`;
 * - `authorizations`: one per approved application: the granted fields, period and call quota, the
 *   calls used, and the app key as a SHA-256 hash (the key itself is shown once and never stored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createApplications(db);
  await createAuthorizations(db);
  await grantRights(db as unknown as Kysely<Rows>);
}

/** The reviewers' departments, the applications, their trail and their files. */
async function createApplications(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviewer_departments')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('department_id', 'text', (c) => c.notNull().references('departments.id'))
    .addPrimaryKeyConstraint('reviewer_departments_pk', ['user_id', 'department_id'])
    .execute();
  await db.schema
    .createTable('data_use_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('department_id', 'text', (c) => c.notNull())
    .addColumn('applicant_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('scenario', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('period_months', 'integer', (c) => c.notNull())
    .addColumn('commitments', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('scope', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('data_use_org_idx').on('data_use_applications').columns(['org_id', 'updated_at']).execute();
  await db.schema.createIndex('data_use_queue_idx').on('data_use_applications').columns(['status', 'department_id', 'submitted_at']).execute();
  await db.schema
    .createTable('data_use_transitions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('data_use_applications.id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('actor_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_use_transitions_version_idx').on('data_use_transitions').columns(['application_id', 'version']).unique().execute();
  await db.schema
    .createTable('data_use_files')
    .addColumn('application_id', 'text', (c) => c.notNull().references('data_use_applications.id'))
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_use_files_pk', ['application_id', 'file_id'])
    .execute();
  await db.schema.createIndex('data_use_files_file_idx').on('data_use_files').column('file_id').execute();
}

/** What approved applications grant. */
async function createAuthorizations(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('authorizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().unique().references('data_use_applications.id'))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('call_quota', 'bigint', (c) => c.notNull())
    .addColumn('calls_used', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_by', 'text')
    .addColumn('revoke_reason', 'text')
    .addColumn('key_hash', 'text', (c) => c.unique())
    .addColumn('key_prefix', 'text')
    .addColumn('key_issued_at', 'bigint')
    .addColumn('expiry_notified_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('authorizations_org_idx').on('authorizations').columns(['org_id', 'created_at']).execute();
  await db.schema.createIndex('authorizations_ends_idx').on('authorizations').columns(['status', 'ends_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['authorizations', 'data_use_files', 'data_use_transitions', 'data_use_applications', 'reviewer_departments']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
