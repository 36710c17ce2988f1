import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  DATA_FORMATS,
  formatBit,
  OPEN_TYPES,
  OPEN_TYPE_LABELS,
  UPDATE_FREQUENCIES,
  UPDATE_FREQUENCY_LABELS,
  type ResourceDetail,
  type ResourceListData,
  type ResourceListQuery,
  type ResourceSummary,
} from '@portal/api-contract';
import { createSearchIndex, type Database } from '@portal/server-db';
import { iso, parseList } from './sql-text';

type Facet = 'domain' | 'department' | 'openType' | 'format' | 'frequency';
type WithR = Database & { r: Database['data_resources'] };
type ResourceQuery = SelectQueryBuilder<WithR, 'r', object>;

const SORT_COLUMNS = {
  updated: 'r.updated_at',
  published: 'r.published_at',
  records: 'r.record_count',
  name: 'r.name',
} as const;


/**
 * The catalogue's read side (issue 5): portable SQL over SQLite and PostgreSQL.
 * Every filter is a bound parameter; sort columns come from a fixed map.
 */
export function createCatalogueRepository(db: Kysely<Database>) {
  const search = createSearchIndex(db);
  function filtered(query: ResourceListQuery, except?: Facet): ResourceQuery {
    let q: ResourceQuery = db.selectFrom('data_resources as r');
    if (query.keyword) {
      // The search index (segmented words and character pairs), not a LIKE scan.
      const ids = search.matching('resource', query.keyword);
      q = ids ? q.where('r.id', 'in', ids) : q.where(sql<boolean>`1 = 0`);
    }
    if (query.domain && except !== 'domain') q = q.where('r.domain_id', '=', query.domain);
    if (query.department && except !== 'department') q = q.where('r.department_id', '=', query.department);
    if (query.openType && except !== 'openType') q = q.where('r.open_type', '=', query.openType);
    if (query.frequency && except !== 'frequency') q = q.where('r.update_frequency', '=', query.frequency);
    if (query.format && except !== 'format') q = q.where(sql<boolean>`(r.format_mask & ${formatBit(query.format)}) <> 0`);
    return q;
  }

  async function countBy(query: ResourceListQuery, facet: Facet, column: 'r.domain_id' | 'r.department_id' | 'r.open_type' | 'r.update_frequency') {
    const rows = await filtered(query, facet)
      .select([column, (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(column)
      .execute();
    const key = column.slice(2) as 'domain_id' | 'department_id' | 'open_type' | 'update_frequency';
    return new Map(rows.map((row) => [String((row as Record<string, unknown>)[key]), Number(row.count)]));
  }

  async function formatCounts(query: ResourceListQuery) {
    const row = await filtered(query, 'format')
      .select(DATA_FORMATS.map((format) => sql<number>`sum(case when (r.format_mask & ${formatBit(format)}) <> 0 then 1 else 0 end)`.as(format)))
      .executeTakeFirst();
    return new Map(DATA_FORMATS.map((format) => [format, Number((row as Record<string, unknown> | undefined)?.[format] ?? 0)]));
  }

  async function summaries(where: (q: ResourceQuery) => ResourceQuery, order?: ResourceListQuery) {
    let q = where(db.selectFrom('data_resources as r'))
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
      q = q
        .orderBy(SORT_COLUMNS[order.sort], order.order)
        .orderBy('r.id', 'asc')
        .limit(order.pageSize)
        .offset((order.page - 1) * order.pageSize);
    }
    return q.execute();
  }

  type Row = Awaited<ReturnType<typeof summaries>>[number];

  const toSummary = (row: Row): ResourceSummary => ({
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

  return {
    async options() {
      const [domains, departments] = await Promise.all([
        db.selectFrom('data_domains').select(['id', 'name', 'description']).orderBy('sort_order').execute(),
        db.selectFrom('departments').select(['id', 'name', 'short_name']).orderBy('sort_order').execute(),
      ]);
      return { domains, departments: departments.map(({ short_name, ...department }) => ({ ...department, shortName: short_name })) };
    },

    async listResources(query: ResourceListQuery): Promise<ResourceListData> {
      const [rows, total, domains, departments, openTypes, frequencies, formats, options] = await Promise.all([
        summaries(() => filtered(query), query),
        filtered(query).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        countBy(query, 'domain', 'r.domain_id'),
        countBy(query, 'department', 'r.department_id'),
        countBy(query, 'openType', 'r.open_type'),
        countBy(query, 'frequency', 'r.update_frequency'),
        formatCounts(query),
        this.options(),
      ]);
      return {
        items: rows.map(toSummary),
        total: Number(total.count),
        page: query.page,
        pageSize: query.pageSize,
        facets: {
          domain: options.domains.map((domain) => ({ value: domain.id, label: domain.name, count: domains.get(domain.id) ?? 0 })),
          department: options.departments.map((department) => ({
            value: department.id,
            label: department.name,
            count: departments.get(department.id) ?? 0,
          })),
          openType: OPEN_TYPES.map((value) => ({ value, label: OPEN_TYPE_LABELS[value], count: openTypes.get(value) ?? 0 })),
          format: DATA_FORMATS.map((value) => ({ value, label: value, count: formats.get(value) ?? 0 })),
          frequency: UPDATE_FREQUENCIES.map((value) => ({ value, label: UPDATE_FREQUENCY_LABELS[value], count: frequencies.get(value) ?? 0 })),
        },
      };
    },

    async resource(id: string): Promise<ResourceDetail | undefined> {
      const [row] = await summaries((q) => q.where('r.id', '=', id));
      if (!row) return undefined;
      const fields: unknown = JSON.parse(row.field_schema);
      return { ...toSummary(row), description: row.description, fields: Array.isArray(fields) ? (fields as ResourceDetail['fields']) : [] };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
