import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@portal/server-db';
import { SEARCH_DOCUMENT_TYPES, type SearchDocumentType, type SearchResult } from './search-document';
import { isPostgres } from './search-index.write';
import { planQuery, toFts5, toTsquery, type QueryPlan } from './tokens';

export interface SearchOptions {
  type?: SearchDocumentType | undefined;
  limit: number;
  offset: number;
}

type HitRow = { type: string; ref_id: string; title: string; body: string; meta: string; date: number };
type CountRow = { type: string; count: number | string };

async function postgresHits(db: Kysely<Database>, plan: QueryPlan, options: SearchOptions) {
  const tsquery = toTsquery(plan);
  const typeFilter = options.type ? sql`and d.type = ${options.type}` : sql``;
  const rows = await sql<HitRow>`
    select d.type, d.ref_id, d.title, d.body, d.meta, d.date
    from search_documents d
    where d.document @@ ${tsquery}::tsquery ${typeFilter}
    order by ts_rank(d.document, ${tsquery}::tsquery) desc, d.date desc, d.ref_id
    limit ${options.limit} offset ${options.offset}`.execute(db);
  const counts = await sql<CountRow>`
    select d.type, count(*) as count from search_documents d where d.document @@ ${tsquery}::tsquery group by d.type`.execute(db);
  return { rows: rows.rows, countRows: counts.rows };
}

async function sqliteHits(db: Kysely<Database>, plan: QueryPlan, options: SearchOptions) {
  const match = toFts5(plan);
  const typeFilter = options.type ? sql`and d.type = ${options.type}` : sql``;
  const rows = await sql<HitRow>`
    select d.type, d.ref_id, d.title, d.body, d.meta, d.date
    from search_fts f join search_documents d on d.doc_id = f.rowid
    where search_fts match ${match} ${typeFilter}
    order by bm25(search_fts, 8.0, 1.0), d.date desc, d.ref_id
    limit ${options.limit} offset ${options.offset}`.execute(db);
  const counts = await sql<CountRow>`
    select d.type, count(*) as count from search_fts f join search_documents d on d.doc_id = f.rowid
    where search_fts match ${match} group by d.type`.execute(db);
  return { rows: rows.rows, countRows: counts.rows };
}

/**
 * Ranked matches (title and meta weigh more than the body; newer first on a tie)
 * and the count per type. An empty plan (only punctuation) matches nothing.
 */
export async function searchDocuments(db: Kysely<Database>, query: string, options: SearchOptions): Promise<SearchResult> {
  const plan = planQuery(query);
  const counts = Object.fromEntries(SEARCH_DOCUMENT_TYPES.map((type) => [type, 0])) as Record<SearchDocumentType, number>;
  if (plan.clauses.length === 0) return { plan, rows: [], counts };
  const { rows, countRows } = await (isPostgres(db) ? postgresHits : sqliteHits)(db, plan, options);
  for (const row of countRows) if (row.type in counts) counts[row.type as SearchDocumentType] = Number(row.count);
  return {
    plan,
    rows: rows.map((row) => ({
      type: row.type as SearchDocumentType,
      refId: row.ref_id,
      title: row.title,
      body: row.body,
      meta: row.meta,
      date: Number(row.date),
    })),
    counts,
  };
}

/**
 * A subquery of the ids of one type that match a query, for a list's keyword
 * filter (`where id in (…)`); undefined when the query has no words at all.
 */
export function matchingIds(db: Kysely<Database>, type: SearchDocumentType, query: string): RawBuilder<string> | undefined {
  const plan = planQuery(query);
  if (plan.clauses.length === 0) return undefined;
  return isPostgres(db)
    ? sql<string>`(select d.ref_id from search_documents d where d.type = ${type} and d.document @@ ${toTsquery(plan)}::tsquery)`
    : sql<string>`(select d.ref_id from search_fts f join search_documents d on d.doc_id = f.rowid where search_fts match ${toFts5(plan)} and d.type = ${type})`;
}

/** Records a query that found nothing (normalised, counted). */
export async function recordSearchMiss(db: Kysely<Database>, query: string, now: number): Promise<void> {
  const normalised = query.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 50);
  if (!normalised) return;
  await db
    .insertInto('search_misses')
    .values({ query: normalised, count: 1, first_at: now, last_at: now })
    .onConflict((conflict) => conflict.column('query').doUpdateSet((eb) => ({ count: eb('search_misses.count', '+', 1), last_at: now })))
    .execute();
}
