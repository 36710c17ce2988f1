import { SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchData, type SearchQuery } from '@portal/api-contract';
import { createContentCache, type DomainContext } from '@portal/server-core';
import type { Database } from '@portal/server-db';
import type { Kysely } from 'kysely';
import { highlight, matchRanges, snippet } from './highlight';
import { lexiconOf } from './lexicon';
import { planQuery } from './query-plan';
import type { SearchResult } from './search-document';
import { recordSearchMiss, searchDocuments, totalOf } from './search-index.query';
import { correctQuery } from './typo';

/** Answers by query, type and page, until public content changes (issue 16, decision 0025). */
const answers = createContentCache<{ data: SearchData; matches: number }>(1_000);

/** Fewer matches than this and the search also tries the query with its likely typos corrected. */
const LITTLE = 5;

/** The portal search (issues 5, 16): ranked hits with highlights, counts per type, typo suggestions, misses recorded. */
export async function search(ctx: DomainContext, query: SearchQuery): Promise<SearchData> {
  const key = JSON.stringify([query.q, query.type ?? '', query.page, query.pageSize, query.verbatim ?? '']);
  const { data, matches } = await answers.get(ctx.db, key, () => searchAnswer(ctx.db, query));
  // Only a search that truly found nothing is a miss (not one a correction or a partial match answered).
  if (matches === 0) await recordSearchMiss(ctx.db, query.q, ctx.now());
  return data;
}

const matchesOf = (result: SearchResult) => totalOf(result.counts);

async function searchAnswer(db: Kysely<Database>, query: SearchQuery): Promise<{ data: SearchData; matches: number }> {
  const lexicon = await lexiconOf(db);
  const window = { type: query.type, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const plan = planQuery(query.q, lexicon);
  let result = await searchDocuments(db, plan, window);
  let suggestion: string | null = null;
  let corrected = false;
  // Issue 16: a query that finds nothing or little may hold a typo (气像, 公基金, hospitl).
  if (matchesOf(result) < LITTLE || result.partial) {
    const likely = await correctQuery(db, query.q, plan, lexicon);
    if (likely) {
      const better = await searchDocuments(db, planQuery(likely, lexicon), window);
      const found = matchesOf(better);
      if (found > 0 && (found > matchesOf(result) || (result.partial && !better.partial))) {
        suggestion = likely;
        // What was typed found nothing: show the likely query's items, unless asked not to.
        if ((matchesOf(result) === 0 || result.partial) && query.verbatim !== '1') {
          result = better;
          corrected = true;
        }
      }
    }
  }
  const matches = matchesOf(result);
  const data: SearchData = {
    query: query.q,
    terms: result.plan.terms,
    items: result.rows.map((row) => ({
      type: row.type,
      id: row.refId,
      title: highlight(row.title, matchRanges(row.title, result.plan.runs, result.plan.synonyms)),
      snippet: snippet(row.body, result.plan.runs, result.plan.synonyms),
      meta: row.meta,
      date: new Date(row.date).toISOString(),
    })),
    total: query.type ? result.counts[query.type] : matches,
    page: query.page,
    pageSize: query.pageSize,
    suggestion,
    corrected,
    partial: result.partial,
    facets: { type: SEARCH_TYPES.map((value) => ({ value, label: SEARCH_TYPE_LABELS[value], count: result.counts[value] })) },
  };
  return { data, matches };
}
