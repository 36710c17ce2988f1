import { sql, type Kysely } from 'kysely';
import { DATA_FORMATS, formatBit, type ResourceSummary } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { countOf, createContentCache, groupCounts } from '@portal/server-core';
import { keywordMatches, type KeywordMatches } from '@portal/server-search';
import {
  filteredResources,
  formatCounts,
  RESOURCE_SORT_COLUMNS,
  resourceRows,
  toResourceSummary,
  type ResourceFacet,
  type SortedResourceQuery,
} from './resources.rows';

/** Where a resource list's page, total and facet counts come from (with or without a keyword). */
export interface ResourceSource {
  items: (window: { limit: number; offset: number }) => Promise<ResourceSummary[]>;
  total: () => Promise<number>;
  counts: (facet: ResourceFacet) => Promise<Map<string, number>>;
}

const COUNT_COLUMNS = {
  domain: 'r.domain_id',
  department: 'r.department_id',
  openType: 'r.open_type',
  frequency: 'r.update_frequency',
} as const;

/** A promise made on first ask and shared by every later one. */
export const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/** Without a keyword: each count reads a narrow covering index (migration 0006). */
export function sqlSource(db: Kysely<Database>, query: SortedResourceQuery): ResourceSource {
  return {
    items: async (window) =>
      (await resourceRows(db, () => filteredResources(db, query), { sort: query.sort, order: query.order, ...window })).map(toResourceSummary),
    total: () => countOf(filteredResources(db, query)),
    counts: (facet) => (facet === 'format' ? formatCounts(db, query) : groupCounts(filteredResources(db, query, facet), COUNT_COLUMNS[facet])),
  };
}

/** The facet columns, sort key and keyword rank of every resource the keyword matches. */
async function matchedResources(db: Kysely<Database>, query: SortedResourceQuery, found: KeywordMatches) {
  const { rows } = await sql<{
    id: string;
    domain_id: string;
    department_id: string;
    open_type: string;
    update_frequency: string;
    format_mask: number;
    sort_key: string | number;
    coverage: number | string;
    bonus: number | string;
    score: number | string;
  }>`
    select r.id, r.domain_id, r.department_id, r.open_type, r.update_frequency, r.format_mask,
      ${sql.ref(RESOURCE_SORT_COLUMNS[query.sort])} as sort_key, k.coverage, k.bonus, k.score
    from data_resources r join ${found.ranked} k on k.ref_id = r.id`.execute(db);
  return rows;
}

type Match = Awaited<ReturnType<typeof matchedResources>>[number];

const hasFormat = (row: Match, format: (typeof DATA_FORMATS)[number]) => (Number(row.format_mask) & formatBit(format)) !== 0;

/** Whether a match passes the list's filters, each facet but `except`. */
const keeps = (query: SortedResourceQuery, row: Match, except?: ResourceFacet) =>
  (except === 'domain' || !query.domain || row.domain_id === query.domain) &&
  (except === 'department' || !query.department || row.department_id === query.department) &&
  (except === 'openType' || !query.openType || row.open_type === query.openType) &&
  (except === 'frequency' || !query.frequency || row.update_frequency === query.frequency) &&
  (except === 'format' || !query.format || hasFormat(row, query.format));

const FACET_KEYS: Record<Exclude<ResourceFacet, 'format'>, (row: Match) => string> = {
  domain: (row) => row.domain_id,
  department: (row) => row.department_id,
  openType: (row) => row.open_type,
  frequency: (row) => row.update_frequency,
};

function tally(query: SortedResourceQuery, matched: Match[], facet: ResourceFacet): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const row of matched) {
    if (!keeps(query, row, facet)) continue;
    if (facet === 'format') for (const format of DATA_FORMATS) if (hasFormat(row, format)) add(format);
    if (facet !== 'format') add(FACET_KEYS[facet](row));
  }
  return counts;
}

/**
 * The matches that pass every filter, in the list's order (the id breaks ties). Relevance (issue 16):
 * the most of the keyword's words (partial matches), their words whole in the name, then the
 * field-weighted text rank, then the newest.
 */
function ordered(query: SortedResourceQuery, matched: Match[]): Match[] {
  const direction = query.sort === 'relevance' || query.order !== 'asc' ? -1 : 1;
  const value = (row: Match) => (typeof row.sort_key === 'string' ? row.sort_key : Number(row.sort_key));
  const byRank = (a: Match, b: Match) => Number(b.coverage) - Number(a.coverage) || Number(b.bonus) - Number(a.bonus) || Number(b.score) - Number(a.score);
  return matched
    .filter((row) => keeps(query, row))
    .sort((a, b) => {
      if (query.sort === 'relevance') {
        const rank = byRank(a, b);
        if (rank !== 0) return rank;
      }
      const [x, y] = [value(a), value(b)];
      if (x !== y) return (x < y ? -1 : 1) * direction;
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
}

/**
 * With a keyword: the search index is asked once for the matching resources'
 * facet columns and sort key, and the counts, order and page are made here;
 * then the page's rows are read. (Asking the index in each of the seven count
 * queries cost about 130 ms a request at 100 000 resources.)
 */
/**
 * A keyword's matches in a list's order (ids), by filters and order, until public content changes
 * (issue 16, decision 0025): the pages after the first read them from here.
 */
const keywordOrders = createContentCache<string[]>(200);

export function keywordSource(db: Kysely<Database>, query: SortedResourceQuery, keyword: string): ResourceSource {
  const matched = once(async () => {
    const found = await keywordMatches(db, 'resource', keyword);
    return found ? matchedResources(db, query, found) : [];
  });
  const key = JSON.stringify([keyword, query.domain, query.department, query.openType, query.format, query.frequency, query.sort, query.order]);
  const hits = once(() => keywordOrders.get(db, key, async () => ordered(query, await matched()).map((row) => row.id)));
  return {
    items: async ({ limit, offset }) => {
      const pageIds = (await hits()).slice(offset, offset + limit);
      const rows = pageIds.length > 0 ? await resourceRows(db, (q) => q.where('r.id', 'in', pageIds)) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return pageIds.flatMap((id) => byId.get(id) ?? []).map(toResourceSummary);
    },
    total: async () => (await hits()).length,
    counts: async (facet) => tally(query, await matched(), facet),
  };
}
