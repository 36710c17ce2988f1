import type { Generated } from 'kysely';

export interface SearchTables {
  search_documents: SearchDocumentTable;
  search_misses: SearchMissTable;
  content_generations: ContentGenerationTable;
  search_grams: SearchGramTable;
  search_synonyms: SearchSynonymTable;
}

/** A character pair of what items are titled and filed under (issue 16: typo suggestions). */
export interface SearchGramTable {
  gram: string;
  /** Its pinyin without tones, loosened as the search lib's sound key does (e.g. "qi xiang"). */
  sound: string;
  /** About how many indexed items have it (added on write; exact after a rebuild). */
  docs: number;
}

/** A group of terms people use for the same thing (issue 16: the search dictionary). */
export interface SearchSynonymTable {
  id: Generated<number>;
  /** 'synonym' | 'department' | 'format' | 'english' */
  kind: string;
  /** JSON list of the terms. */
  terms: string;
  updated_at: number;
}

/** One searchable item: what a hit shows. Indexed by search_fts (SQLite) or `document` (PostgreSQL). */
export interface SearchDocumentTable {
  doc_id: Generated<number>;
  /** 'resource' | 'product' | 'news' | 'policy' */
  type: string;
  ref_id: string;
  title: string;
  /** Plain text, for snippets. */
  body: string;
  meta: string;
  date: number;
}

/** A search that found nothing (normalised query), for the analytics page. */
export interface SearchMissTable {
  query: string;
  count: number;
  first_at: number;
  last_at: number;
}

/** How many times a kind of public content has changed (issue 16: the answer caches' key). */
export interface ContentGenerationTable {
  /** 'public' */
  name: string;
  generation: number;
}
