import type { Generated } from 'kysely';

export interface SearchTables {
  search_documents: SearchDocumentTable;
  search_misses: SearchMissTable;
  content_generations: ContentGenerationTable;
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
