import { SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchData, type SearchQuery } from '@portal/api-contract';
import { createContentCache, type DomainContext } from '@portal/server-core';
import type { Database } from '@portal/server-db';
import type { Kysely } from 'kysely';
import { highlight, matchRanges, snippet } from './highlight';
import { recordSearchMiss, searchDocuments } from './search-index.query';

/** Answers by query, type and page, until public content changes (issue 16, decision 0025). */
const answers = createContentCache<{ data: SearchData; matches: number }>(1_000);

/** The portal search (issue 5): ranked hits with highlights, counts per type, misses recorded. */
export async function search(ctx: DomainContext, query: SearchQuery): Promise<SearchData> {
  const key = JSON.stringify([query.q, query.type ?? '', query.page, query.pageSize]);
  const { data, matches } = await answers.get(ctx.db, key, () => searchAnswer(ctx.db, query));
  // Every search that found nothing is counted, answered from the cache or not.
  if (matches === 0) await recordSearchMiss(ctx.db, query.q, ctx.now());
  return data;
}

async function searchAnswer(db: Kysely<Database>, query: SearchQuery): Promise<{ data: SearchData; matches: number }> {
  const { plan, rows, counts } = await searchDocuments(db, query.q, {
    type: query.type,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const matches = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const data: SearchData = {
    query: query.q,
    terms: plan.terms,
    items: rows.map((row) => ({
      type: row.type,
      id: row.refId,
      title: highlight(row.title, matchRanges(row.title, plan.runs)),
      snippet: snippet(row.body, plan.runs),
      meta: row.meta,
      date: new Date(row.date).toISOString(),
    })),
    total: query.type ? counts[query.type] : matches,
    page: query.page,
    pageSize: query.pageSize,
    facets: { type: SEARCH_TYPES.map((value) => ({ value, label: SEARCH_TYPE_LABELS[value], count: counts[value] })) },
  };
  return { data, matches };
}
