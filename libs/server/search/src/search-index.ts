import type { Kysely } from 'kysely';
import type { Database } from '@portal/server-db';
import type { SearchDocument, SearchDocumentType, SearchResult } from './search-document';
import { keywordMatches, recordSearchMiss, searchDocuments, type KeywordMatches, type SearchOptions } from './search-index.query';
import { lexiconOf } from './lexicon';
import { planQuery } from './query-plan';
import { searchSources } from './search-index.sources';
import { clearDocuments, indexIsBuilt, markIndexBuilt, removeDocuments, upsertDocuments } from './search-index.write';

/** Empties the index and indexes every item again from the source tables; returns how many. */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<number> {
  await clearDocuments(db);
  let count = 0;
  for await (const batch of searchSources(db)) {
    await upsertDocuments(db, batch);
    count += batch.length;
  }
  await markIndexBuilt(db);
  return count;
}

/**
 * The portal search index (issue 5): one interface over FTS5 (SQLite) and
 * tsvector (PostgreSQL). Writers call `upsert` / `remove` when an item changes;
 * `rebuild` indexes every item from the source tables (seed, recovery).
 * The same operations are module-level functions taking the database first.
 */
export function createSearchIndex(db: Kysely<Database>) {
  return {
    /** Adds or replaces items (a transaction per batch). */
    upsert: (docs: readonly SearchDocument[]): Promise<void> => upsertDocuments(db, docs),
    remove: (type: SearchDocumentType, refIds: readonly string[]): Promise<void> => removeDocuments(db, type, refIds),
    /** Whether a rebuild ran to its end since the index was last emptied (else: empty or half built). */
    isBuilt: (): Promise<boolean> => indexIsBuilt(db),
    /** Empties the index and indexes every item again; returns how many. */
    rebuild: (): Promise<number> => rebuildSearchIndex(db),
    /** Ranked matches and the count per type (see searchDocuments), the query read with the database's dictionary. */
    search: async (query: string, options: SearchOptions): Promise<SearchResult> => searchDocuments(db, planQuery(query, await lexiconOf(db)), options),
    /** The ranked matches of one type as a subquery, or undefined when the query has no words (see keywordMatches). */
    matching: (type: SearchDocumentType, query: string): Promise<KeywordMatches | undefined> => keywordMatches(db, type, query),
    /** Records a query that found nothing (normalised, counted). */
    recordMiss: (query: string, now: number): Promise<void> => recordSearchMiss(db, query, now),
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
