import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { DATA_FORMATS, formatBit, type ResourceListQuery, type ResourceSort, type ResourceSummary } from '@portal/api-contract';
import { parseList, type Database } from '@portal/server-db';
import { iso } from '@portal/server-core';

export type ResourceFacet = 'domain' | 'department' | 'openType' | 'format' | 'frequency';
type WithR = Database & { r: Database['data_resources'] };
export type ResourceQuery = SelectQueryBuilder<WithR, 'r', object>;

/** A list query with its order settled (listSort: relevance with a keyword unless another is asked for). */
export type SortedResourceQuery = ResourceListQuery & { sort: ResourceSort };

export const RESOURCE_SORT_COLUMNS = {
  // Relevance orders a keyword's matches by their rank first (resources.source), then the newest update.
  relevance: 'r.updated_at',
  updated: 'r.updated_at',
  published: 'r.published_at',
  records: 'r.record_count',
  name: 'r.name',
} as const;

/** The order and window of a page of resources. */
export interface ResourceOrder {
  sort: ResourceSort;
  order: ResourceListQuery['order'];
  limit: number;
  offset: number;
}

/**
 * The resources an anonymous visitor may see: every catalogued one (a resource has no draft or
 * withdrawn state of its own: a row in the table is public). The public list, detail and sitemap start here. The detail's joins
 * keep every row: a resource's department and domain are required references.
 */
export const publicResources = (db: Kysely<Database>): ResourceQuery => db.selectFrom('data_resources as r');

/**
 * The catalogue's read side (issue 5): portable SQL over SQLite and PostgreSQL.
 * Every filter is a bound parameter; sort columns come from a fixed map.
 * These are the filters other than the keyword (a keyword goes through the search index), each
 * facet but `except` applied.
 */
export function filteredResources(db: Kysely<Database>, query: ResourceListQuery, except?: ResourceFacet): ResourceQuery {
  let q = publicResources(db);
  if (query.domain && except !== 'domain') q = q.where('r.domain_id', '=', query.domain);
  if (query.department && except !== 'department') q = q.where('r.department_id', '=', query.department);
  if (query.openType && except !== 'openType') q = q.where('r.open_type', '=', query.openType);
  if (query.frequency && except !== 'frequency') q = q.where('r.update_frequency', '=', query.frequency);
  if (query.format && except !== 'format') q = q.where(sql<boolean>`(r.format_mask & ${formatBit(query.format)}) <> 0`);
  return q;
}

/** How many of the filtered resources carry each format (a resource may carry several). */
export async function formatCounts(db: Kysely<Database>, query: ResourceListQuery): Promise<Map<string, number>> {
  const row = await filteredResources(db, query, 'format')
    .select(DATA_FORMATS.map((format) => sql<number>`sum(case when (r.format_mask & ${formatBit(format)}) <> 0 then 1 else 0 end)`.as(format)))
    .executeTakeFirst();
  return new Map(DATA_FORMATS.map((format) => [format, Number((row as Record<string, unknown> | undefined)?.[format] ?? 0)]));
}

/** The rows of the resources `where` selects, with their department and domain; ordered and windowed when asked. */
export async function resourceRows(db: Kysely<Database>, where: (q: ResourceQuery) => ResourceQuery, order?: ResourceOrder) {
  let q = where(publicResources(db))
    .innerJoin('departments as d', 'd.id', 'r.department_id')
    .innerJoin('data_domains as m', 'm.id', 'r.domain_id')
    .select([
      'r.id',
      'r.code',
      'r.name',
      'r.open_type',
      'r.update_frequency',
      'r.formats',
      'r.record_count',
      'r.tags',
      'r.published_at',
      'r.updated_at',
      'r.description',
      'r.field_schema',
      'd.id as department_id',
      'd.name as department_name',
      'm.id as domain_id',
      'm.name as domain_name',
    ]);
  if (order) {
    q = q.orderBy(RESOURCE_SORT_COLUMNS[order.sort], order.order).orderBy('r.id', 'asc').limit(order.limit).offset(order.offset);
  }
  return q.execute();
}

export type ResourceRow = Awaited<ReturnType<typeof resourceRows>>[number];

export const toResourceSummary = (row: ResourceRow): ResourceSummary => ({
  id: row.id,
  code: row.code,
  name: row.name,
  department: { id: row.department_id, name: row.department_name },
  domain: { id: row.domain_id, name: row.domain_name },
  openType: row.open_type,
  updateFrequency: row.update_frequency as ResourceSummary['updateFrequency'],
  formats: parseList(row.formats) as ResourceSummary['formats'],
  recordCount: Number(row.record_count),
  tags: parseList(row.tags),
  publishedAt: iso(Number(row.published_at)),
  updatedAt: iso(Number(row.updated_at)),
});
