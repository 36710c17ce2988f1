import type { Kysely } from 'kysely';

/**
 * What the portal publishes besides the catalogue (issue 5): news and announcements,
 * policies, calls for collection with the corporations' responses, static pages and the
 * home content wall. Rich text is stored as HTML and sanitised wherever it is rendered;
 * attachments are a JSON array of {name, url, sizeBytes}.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_status_published_idx').on('news').columns(['status', 'published_at']).execute();

  await db.schema
    .createTable('policies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('doc_number', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('policies_issued_idx').on('policies').column('issued_at').execute();
  await db.schema.createIndex('policies_level_issued_idx').on('policies').columns(['level', 'issued_at']).execute();

  await db.schema
    .createTable('calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('organiser', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calls_deadline_idx').on('calls').column('deadline').execute();

  await db.schema
    .createTable('call_responses')
    .addColumn('call_id', 'text', (c) => c.notNull().references('calls.id'))
    .addColumn('org_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('call_responses_pk', ['call_id', 'org_id'])
    .execute();

  await db.schema
    .createTable('site_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_wall')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blocks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['content_wall', 'site_pages', 'call_responses', 'calls', 'policies', 'news']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
