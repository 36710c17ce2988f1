import { sql, type Kysely } from 'kysely';

/**
 * Domain onboarding (issue 6, architecture §6): which domains are open for applications,
 * which reviewer reviews which domain, the applications, and their audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_entry_configs')
    .addColumn('domain_id', 'text', (c) => c.primaryKey().references('data_domains.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'text', (c) => c.references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reviewer_domains')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('domain_id', 'text', (c) => c.notNull().references('data_domains.id'))
    .addPrimaryKeyConstraint('reviewer_domains_pk', ['user_id', 'domain_id'])
    .execute();

  await db.schema
    .createTable('domain_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('domain_id', 'text', (c) => c.notNull().references('data_domains.id'))
    .addColumn('applicant_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('legal_person', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('scenario', 'text', (c) => c.notNull())
    .addColumn('data_use', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .execute();
  // One application per corporation and domain that is still alive (a withdrawn one leaves room for a new one).
  await sql`create unique index domain_applications_live_idx on domain_applications (org_id, domain_id) where status <> 'withdrawn'`.execute(db);
  await db.schema.createIndex('domain_applications_domain_status_idx').on('domain_applications').columns(['domain_id', 'status']).execute();
  await db.schema.createIndex('domain_applications_status_idx').on('domain_applications').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('application_transitions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('domain_applications.id'))
    .addColumn('round', 'integer', (c) => c.notNull())
    /** The application's version this transition produced: the trail's order. */
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
  await db.schema.createIndex('application_transitions_version_idx').on('application_transitions').columns(['application_id', 'version']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['application_transitions', 'domain_applications', 'reviewer_domains', 'domain_entry_configs']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
