import { PostgresIntrospector, sql, type Kysely } from 'kysely';
import { STARTER_DICTIONARY } from './0017-search-relevance.data';

/**
 * Issue 16, search that finds what people mean (decision 0027):
 * - the SQLite index gets one column per field, so each weighs on its own (title, meta: department
 *   and domain, keywords: short names, formats and field labels, body, tags); PostgreSQL keeps its
 *   tsvector with the fields as weights A–D. The index is emptied: the server indexes everything
 *   again at its next start (the index is derived from the source tables);
 * - `search_grams`: the character pairs of what items are titled and filed under, with their sound
 *   (pinyin without tones) and about how many items have them, to suggest the likely word for a typo;
 * - `search_synonyms`: the dictionary of synonyms, older names, department aliases, format names and
 *   English words, applied at query time, with a starting set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  if (!postgres) {
    await sql`drop table if exists search_fts`.execute(db);
    await sql`create virtual table search_fts using fts5(title, meta, keywords, body, tags, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(
      db,
    );
  }
  await sql`delete from search_documents`.execute(db);

  await db.schema
    .createTable('search_grams')
    .addColumn('gram', 'text', (c) => c.primaryKey())
    .addColumn('sound', 'text', (c) => c.notNull())
    .addColumn('docs', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_grams_sound_idx').on('search_grams').column('sound').execute();

  await db.schema
    .createTable('search_synonyms')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The group's terms as a JSON list (an English term may hold a space).
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const now = Date.now();
  await (db as Kysely<{ search_synonyms: { kind: string; terms: string; updated_at: number } }>)
    .insertInto('search_synonyms')
    .values(STARTER_DICTIONARY.map(([kind, terms]) => ({ kind, terms: JSON.stringify(splitTerms(kind, terms)), updated_at: now })))
    .execute();
}

/** English groups hold multi-word terms ("air quality 空气质量"): Latin words before a Han term belong together. */
function splitTerms(kind: string, terms: string): string[] {
  if (kind !== 'english') return terms.split(' ');
  const han = terms.search(/\p{Script=Han}/u);
  return [terms.slice(0, han).trim(), ...terms.slice(han).split(' ')];
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_synonyms').ifExists().execute();
  await db.schema.dropTable('search_grams').ifExists().execute();
  const postgres = db.introspection instanceof PostgresIntrospector;
  if (!postgres) {
    await sql`drop table if exists search_fts`.execute(db);
    await sql`create virtual table search_fts using fts5(title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(db);
  }
  await sql`delete from search_documents`.execute(db);
}
