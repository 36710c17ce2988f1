import { PostgresIntrospector, sql, type Kysely } from 'kysely';

/**
 * Portal search (issue 5): one row per searchable item in `search_documents`
 * (what a hit shows), indexed by FTS5 on SQLite (`search_fts`, contentless, rowid
 * = doc_id) and by a GIN-indexed tsvector column on PostgreSQL. Tokens are made
 * in the application (search/tokens.ts), so both engines index the same terms.
 * `search_misses` records queries that found nothing, for the analytics page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  await db.schema
    .createTable('search_documents')
    .addColumn('doc_id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('date', 'bigint', (c) => c.notNull())
    .$call((table) => (postgres ? table.addColumn('document', sql`tsvector`, (c) => c.notNull()) : table))
    .addUniqueConstraint('search_documents_type_ref_unique', ['type', 'ref_id'])
    .execute();
  if (postgres) {
    await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
  } else {
    await sql`create virtual table search_fts using fts5(title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(db);
  }

  await db.schema
    .createTable('search_misses')
    .addColumn('query', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_fts`.execute(db);
  await db.schema.dropTable('search_misses').ifExists().execute();
  await db.schema.dropTable('search_documents').ifExists().execute();
}
