import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres, type Database } from '@portal/server-db';
import { SEARCH_DOCUMENT_TYPES, type SearchDocumentType, type SearchResult } from './search-document';
import { coverage, fallbacks, titleBonus, toFts5, toTsquery, type MatchMode } from './match-expression';
import { lexiconOf } from './lexicon';
import { planQuery, type QueryPlan } from './query-plan';

export interface SearchOptions {
  type?: SearchDocumentType | undefined;
  limit: number;
  offset: number;
}

type HitRow = { type: string; ref_id: string; title: string; body: string; meta: string; date: number };
type CountRow = { type: string; count: number | string };

/** Field weights (issue 16): title, meta (department, domain), keywords (short names, formats, field labels), body, tags. */
const BM25 = sql`bm25(search_fts, 10.0, 5.0, 3.0, 1.0, 0.3)`;
/** ts_rank's weights for D (tags), C (body), B (meta and keywords), A (title). */
const TS_WEIGHTS = '{0.05,0.2,0.5,1.0}';

/**
 * The items of a plan's matches with their rank, each higher first: `coverage` (how many of the
 * query's words it has: a partial match's first order), `bonus` (query words whole in the title,
 * the exact phrase) and `score` (the engine's field-weighted text rank).
 */
function ranked(db: Kysely<Database>, plan: QueryPlan, mode: MatchMode, type?: SearchDocumentType) {
  const typeFilter = type ? sql`and d.type = ${type}` : sql``;
  if (isPostgres(db)) {
    const tsquery = toTsquery(plan, mode);
    return sql`select d.doc_id, d.type, d.ref_id, d.date, ${coverage(plan, mode, true)} as coverage, ${titleBonus(plan, true)} as bonus,
        ts_rank(${TS_WEIGHTS}::float4[], d.document, ${tsquery}::tsquery) as score
      from search_documents d where d.document @@ ${tsquery}::tsquery ${typeFilter}`;
  }
  return sql`select d.doc_id, d.type, d.ref_id, d.date, ${coverage(plan, mode, false)} as coverage, ${titleBonus(plan, false)} as bonus,
      -${BM25} as score
    from search_fts f join search_documents d on d.doc_id = f.rowid
    where search_fts match ${toFts5(plan, mode)} ${typeFilter}`;
}

function matches(db: Kysely<Database>, plan: QueryPlan, mode: MatchMode, type?: SearchDocumentType) {
  const typeFilter = type ? sql`and d.type = ${type}` : sql``;
  return isPostgres(db)
    ? sql`from search_documents d where d.document @@ ${toTsquery(plan, mode)}::tsquery ${typeFilter}`
    : sql`from search_fts f join search_documents d on d.doc_id = f.rowid where search_fts match ${toFts5(plan, mode)} ${typeFilter}`;
}

async function countsOf(db: Kysely<Database>, plan: QueryPlan, mode: MatchMode): Promise<Record<SearchDocumentType, number>> {
  const counts = Object.fromEntries(SEARCH_DOCUMENT_TYPES.map((type) => [type, 0])) as Record<SearchDocumentType, number>;
  const { rows } = await sql<CountRow>`select d.type, count(*) as count ${matches(db, plan, mode)} group by d.type`.execute(db);
  for (const row of rows) if (row.type in counts) counts[row.type as SearchDocumentType] = Number(row.count);
  return counts;
}

/** How many items matched, of every type. */
export const totalOf = (counts: Record<SearchDocumentType, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** Fewer matches than this for every word, and the search also shows items with at least half of them. */
const FEW = 5;

/**
 * Ranked matches and the count per type (issue 16): every word of the query (any way the dictionary
 * writes it) must match; when that finds nothing, the best partial matches (at least half the words,
 * else any one); when it finds only a few, those first and then the items with at least half.
 * Order: the most words, then words whole in the title and the exact phrase, then the field-weighted
 * text rank, then the newest. A plan without words matches nothing.
 */
export async function searchDocuments(db: Kysely<Database>, plan: QueryPlan, options: SearchOptions): Promise<SearchResult> {
  let mode: MatchMode = 'all';
  const empty = Object.fromEntries(SEARCH_DOCUMENT_TYPES.map((type) => [type, 0])) as Record<SearchDocumentType, number>;
  if (plan.required.length === 0) return { plan, rows: [], counts: empty, partial: false };
  let counts = await countsOf(db, plan, mode);
  const partial = totalOf(counts) === 0;
  for (const fallback of fallbacks(plan.required.length)) {
    // A few full matches are widened once (to half the words); none at all, as far as it takes.
    if (totalOf(counts) >= FEW || (!partial && mode !== 'all')) break;
    const wider = await countsOf(db, plan, fallback);
    if (totalOf(wider) > totalOf(counts)) [mode, counts] = [fallback, wider];
  }
  if ((options.type ? counts[options.type] : totalOf(counts)) === 0) return { plan, rows: [], counts, partial };
  const { rows } = await sql<HitRow>`
    select d.type, d.ref_id, d.title, d.body, d.meta, d.date
    from (${ranked(db, plan, mode, options.type)}) m join search_documents d on d.doc_id = m.doc_id
    order by m.coverage desc, m.bonus desc, m.score desc, m.date desc, m.ref_id
    limit ${options.limit} offset ${options.offset}`.execute(db);
  return {
    plan,
    partial,
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

/** A list's keyword as ranked matches of one type: `(ref_id, coverage, bonus, score)`, each higher first. */
export interface KeywordMatches {
  ranked: RawBuilder<{ ref_id: string; coverage: number; bonus: number; score: number }>;
  /** No item of the type had every word: these are the best partial matches. */
  partial: boolean;
}

/**
 * A list's keyword filter (issue 16): the items of one type that match the query, ranked, as a
 * subquery to join; every word must match unless that finds none of the type, then the best partial
 * matches. Undefined when the query has no words at all.
 */
export async function keywordMatches(db: Kysely<Database>, type: SearchDocumentType, query: string): Promise<KeywordMatches | undefined> {
  const plan = planQuery(query, await lexiconOf(db));
  if (plan.required.length === 0) return undefined;
  // Each mode but the last is tried for a match first; a one-word query has only 'all'.
  const modes: MatchMode[] = ['all', ...fallbacks(plan.required.length)];
  let mode = modes[modes.length - 1]!;
  for (const candidate of modes.slice(0, -1)) {
    const { rows } = await sql`select 1 as found ${matches(db, plan, candidate, type)} limit 1`.execute(db);
    if (rows.length > 0) {
      mode = candidate;
      break;
    }
  }
  return { ranked: sql`(${ranked(db, plan, mode, type)})`, partial: mode !== 'all' };
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
