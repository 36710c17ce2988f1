import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  type ProductDetail,
  type ProductListData,
  type ProductListQuery,
  type ProductSummary,
} from '@portal/api-contract';
import { createSearchIndex, type Database } from '@portal/server-db';
import { groupCounts, iso } from '@portal/server-core';
import { parseList } from '@portal/server-db';

type Facet = 'domain' | 'type' | 'operator';
type WithP = Database & { p: Database['data_products'] };
type ProductQuery = SelectQueryBuilder<WithP, 'p', object>;

const SORT_COLUMNS = {
  updated: 'p.updated_at',
  published: 'p.published_at',
  name: 'p.name',
} as const;

/**
 * The data products' read side (issue 5): portable SQL over SQLite and PostgreSQL.
 * Every filter is a bound parameter; sort columns come from a fixed map.
 */
export function createProductsRepository(db: Kysely<Database>) {
  const search = createSearchIndex(db);
  function filtered(query: ProductListQuery, except?: Facet): ProductQuery {
    let q: ProductQuery = db.selectFrom('data_products as p');
    if (query.keyword) {
      // The search index (segmented words and character pairs), not a LIKE scan.
      const ids = search.matching('product', query.keyword);
      q = ids ? q.where('p.id', 'in', ids) : q.where(sql<boolean>`1 = 0`);
    }
    if (query.domain && except !== 'domain') q = q.where('p.domain_id', '=', query.domain);
    if (query.type && except !== 'type') q = q.where('p.product_type', '=', query.type);
    if (query.operator && except !== 'operator') q = q.where('p.org_id', '=', query.operator);
    return q;
  }

  const countBy = (query: ProductListQuery, facet: Facet, column: 'p.domain_id' | 'p.product_type' | 'p.org_id') => groupCounts(filtered(query, facet), column);

  async function summaries(where: (q: ProductQuery) => ProductQuery, order?: ProductListQuery) {
    let q = where(db.selectFrom('data_products as p'))
      .innerJoin('organisations as o', 'o.id', 'p.org_id')
      .innerJoin('data_domains as m', 'm.id', 'p.domain_id')
      .select([
        'p.id',
        'p.name',
        'p.product_type',
        'p.scenarios',
        'p.description',
        'p.published_at',
        'p.updated_at',
        'o.id as operator_id',
        'o.name as operator_name',
        'm.id as domain_id',
        'm.name as domain_name',
      ]);
    if (order) {
      q = q
        .orderBy(SORT_COLUMNS[order.sort], order.order)
        .orderBy('p.id', 'asc')
        .limit(order.pageSize)
        .offset((order.page - 1) * order.pageSize);
    }
    return q.execute();
  }

  type Row = Awaited<ReturnType<typeof summaries>>[number];

  const toSummary = (row: Row): ProductSummary => ({
    id: row.id,
    name: row.name,
    type: row.product_type,
    domain: { id: row.domain_id, name: row.domain_name },
    operator: { id: row.operator_id, name: row.operator_name },
    scenarios: parseList(row.scenarios),
    publishedAt: iso(Number(row.published_at)),
    updatedAt: iso(Number(row.updated_at)),
  });

  /** The organisations that operate at least one product, by name. */
  const operators = () =>
    db
      .selectFrom('organisations as o')
      .select(['o.id', 'o.name'])
      .where((eb) => eb.exists(eb.selectFrom('data_products as p').select('p.id').whereRef('p.org_id', '=', 'o.id')))
      .orderBy('o.name')
      .orderBy('o.id')
      .execute();

  return {
    async listProducts(query: ProductListQuery): Promise<ProductListData> {
      const [rows, total, domains, types, operatorCounts, domainOptions, operatorOptions] = await Promise.all([
        summaries(() => filtered(query), query),
        filtered(query).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        countBy(query, 'domain', 'p.domain_id'),
        countBy(query, 'type', 'p.product_type'),
        countBy(query, 'operator', 'p.org_id'),
        db.selectFrom('data_domains').select(['id', 'name']).orderBy('sort_order').execute(),
        operators(),
      ]);
      return {
        items: rows.map(toSummary),
        total: Number(total.count),
        page: query.page,
        pageSize: query.pageSize,
        facets: {
          domain: domainOptions.map((domain) => ({ value: domain.id, label: domain.name, count: domains.get(domain.id) ?? 0 })),
          type: PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value], count: types.get(value) ?? 0 })),
          operator: operatorOptions.map((operator) => ({ value: operator.id, label: operator.name, count: operatorCounts.get(operator.id) ?? 0 })),
        },
      };
    },

    async product(id: string): Promise<ProductDetail | undefined> {
      const [row] = await summaries((q) => q.where('p.id', '=', id));
      if (!row) return undefined;
      return { ...toSummary(row), description: row.description };
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
