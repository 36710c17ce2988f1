import { SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchData, type SearchQuery } from '@portal/api-contract';
import type { DomainContext } from '@portal/server-core';
import { highlight, matchRanges, snippet } from './highlight';
import { recordSearchMiss, searchDocuments } from './search-index.query';

/** The portal search (issue 5): ranked hits with highlights, counts per type, misses recorded. */
export async function search(ctx: DomainContext, query: SearchQuery): Promise<SearchData> {
  const { plan, rows, counts } = await searchDocuments(ctx.db, query.q, {
    type: query.type,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const matches = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (matches === 0) await recordSearchMiss(ctx.db, query.q, ctx.now());
  return {
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
}
