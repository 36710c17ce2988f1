import type { Kysely } from 'kysely';
import { columnContains, containsPattern, countOf } from '@portal/server-core';
import { parseList, type Database } from '@portal/server-db';
import type { Lexicon } from './lexicon';
import { planQuery } from './query-plan';
import { searchDocuments, totalOf } from './search-index.query';

/*
 * The search dictionary's rows (issue 18: its editor). The search lib owns `search_synonyms` and
 * `search_misses`; the administration lib decides who may change them and records it.
 */

export interface StoredGroup {
  id: number;
  kind: string;
  terms: string[];
  updatedAt: number;
}

const groupOf = (row: { id: number | string; kind: string; terms: string; updated_at: number | string }): StoredGroup => ({
  id: Number(row.id),
  kind: row.kind,
  terms: parseList(row.terms),
  updatedAt: Number(row.updated_at),
});

/** The groups, newest change first: filtered by kind and a term (contains), paged. */
export async function dictionaryPage(db: Kysely<Database>, filter: { kind?: string | undefined; keyword?: string | undefined; limit: number; offset: number }) {
  let base = db.selectFrom('search_synonyms');
  if (filter.kind) base = base.where('kind', '=', filter.kind);
  if (filter.keyword) base = base.where(columnContains('terms', containsPattern(filter.keyword)));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    countOf(base),
  ]);
  return { groups: rows.map(groupOf), total };
}

/** Every group, with its id. */
export async function dictionaryGroups(db: Kysely<Database>): Promise<StoredGroup[]> {
  return (await db.selectFrom('search_synonyms').selectAll().orderBy('id').execute()).map(groupOf);
}

export async function findDictionaryGroup(db: Kysely<Database>, id: number): Promise<StoredGroup | undefined> {
  const row = await db.selectFrom('search_synonyms').selectAll().where('id', '=', id).executeTakeFirst();
  return row && groupOf(row);
}

export async function insertDictionaryGroup(db: Kysely<Database>, group: { kind: string; terms: readonly string[] }, at: number): Promise<number> {
  const row = await db
    .insertInto('search_synonyms')
    .values({ kind: group.kind, terms: JSON.stringify(group.terms), updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateDictionaryGroup(db: Kysely<Database>, id: number, group: { kind: string; terms: readonly string[] }, at: number): Promise<void> {
  await db
    .updateTable('search_synonyms')
    .set({ kind: group.kind, terms: JSON.stringify(group.terms), updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteDictionaryGroup(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('search_synonyms').where('id', '=', id).execute();
}

/** The searches that found nothing, most frequent first. */
export async function topSearchMisses(db: Kysely<Database>, limit = 20) {
  const rows = await db.selectFrom('search_misses').selectAll().orderBy('count', 'desc').orderBy('last_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({ query: row.query, count: Number(row.count), lastAt: Number(row.last_at) }));
}

/** What a query finds with a lexicon (nothing is saved or counted as a miss): the total and the first titles. */
export async function searchWithLexicon(db: Kysely<Database>, query: string, lexicon: Lexicon, first = 5) {
  const result = await searchDocuments(db, planQuery(query, lexicon), { limit: first, offset: 0 });
  return { total: totalOf(result.counts), titles: result.rows.map((row) => row.title) };
}
