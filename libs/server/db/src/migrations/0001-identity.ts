import type { Kysely } from 'kysely';

/** Identity: organisations, users, sessions, login attempts, SMS, dev SSO. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await accounts(db);
  await signIn(db);
  await devIdentity(db);
}

/** Organisations and accounts. */
async function accounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull().unique())
    .addColumn('legal_person', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.references('organisations.id'))
    .addColumn('rights', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Sessions, sign-in attempts and the SMS sends of the second step. */
async function signIn(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('idle_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('login_type', 'text', (c) => c.notNull())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'bigint')
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addColumn('dead_at', 'bigint')
    .execute();

  await db.schema
    .createTable('sms_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_sends_phone_idx').on('sms_sends').columns(['phone', 'sent_at']).execute();
}

/** The dev SMS outbox and the dev CAS provider's identities and tickets (local runs and tests). */
async function devIdentity(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dev_sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dev_sso_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dev_cas_tickets')
    .addColumn('ticket', 'text', (c) => c.primaryKey())
    .addColumn('identity_id', 'text', (c) => c.notNull().references('dev_sso_identities.id'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dev_cas_tickets', 'dev_sso_identities', 'dev_sms_outbox', 'sms_sends', 'login_attempts', 'sessions', 'users', 'organisations']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
