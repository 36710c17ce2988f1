import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS, type ProductDetail, type ProductListData, type ProductListQuery, type ProductSummary } from '@portal/api-contract';
import { parseList, type Database } from '@portal/server-db';
import { countOf, facetedList, fixedBuckets, groupCounts, iso } from '@portal/server-core';
import { matchingIds } from '@portal/server-search';
import { optionBuckets } from './catalogue.repository';

type ProductFacet = 'domain' | 'type' | 'operator';
type WithP = Database & { p: Database['data_products'] };
type ProductQuery = SelectQueryBuilder<WithP, 'p', object>;

const SORT_COLUMNS = {
  updated: 'p.updated_at',
  published: 'p.published_at',
  name: 'p.name',
} as const;

const COUNT_COLUMNS = { domain: 'p.domain_id', type: 'p.product_type', operator: 'p.org_id' } as const;

/**
 * The data products' read side (issue 5): portable SQL over SQLite and PostgreSQL.
 * Every filter is a bound parameter; sort columns come from a fixed map.
 */
function filteredProducts(db: Kysely<Database>, query: ProductListQuery, except?: ProductFacet): ProductQuery {
  let q: ProductQuery = db.selectFrom('data_products as p');
  if (query.keyword) {
    // The search index (segmented words and character pairs), not a LIKE scan.
    const ids = matchingIds(db, 'product', query.keyword);
    q = ids ? q.where('p.id', 'in', ids) : q.where(sql<boolean>`1 = 0`);
  }
  if (query.domain && except !== 'domain') q = q.where('p.domain_id', '=', query.domain);
  if (query.type && except !== 'type') q = q.where('p.product_type', '=', query.type);
  if (query.operator && except !== 'operator') q = q.where('p.org_id', '=', query.operator);
  return q;
}

type ProductOrder = { sort: ProductListQuery['sort']; order: ProductListQuery['order']; limit: number; offset: number };

async function productRows(db: Kysely<Database>, where: (q: ProductQuery) => ProductQuery, order?: ProductOrder) {
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
  if (order) q = q.orderBy(SORT_COLUMNS[order.sort], order.order).orderBy('p.id', 'asc').limit(order.limit).offset(order.offset);
  return q.execute();
}

type ProductRow = Awaited<ReturnType<typeof productRows>>[number];

const toSummary = (row: ProductRow): ProductSummary => ({
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
const operators = (db: Kysely<Database>) =>
  db
    .selectFrom('organisations as o')
    .select(['o.id', 'o.name'])
    .where((eb) => eb.exists(eb.selectFrom('data_products as p').select('p.id').whereRef('p.org_id', '=', 'o.id')))
    .orderBy('o.name')
    .orderBy('o.id')
    .execute();

const countBy = (db: Kysely<Database>, query: ProductListQuery, facet: ProductFacet) => groupCounts(filteredProducts(db, query, facet), COUNT_COLUMNS[facet]);

/** The data products list (issue 5): a page, the total and the three facets, each counted with every other filter applied. */
export async function listProducts(db: Kysely<Database>, query: ProductListQuery): Promise<ProductListData> {
  return facetedList({
    paging: query,
    items: async (window) => (await productRows(db, () => filteredProducts(db, query), { sort: query.sort, order: query.order, ...window })).map(toSummary),
    total: () => countOf(filteredProducts(db, query)),
    facets: {
      domain: async () => {
        const [domains, counts] = await Promise.all([
          db.selectFrom('data_domains').select(['id', 'name']).orderBy('sort_order').execute(),
          countBy(db, query, 'domain'),
        ]);
        return optionBuckets(domains, counts);
      },
      type: async () => fixedBuckets(PRODUCT_TYPES, PRODUCT_TYPE_LABELS, await countBy(db, query, 'type')),
      operator: async () => {
        const [options, counts] = await Promise.all([operators(db), countBy(db, query, 'operator')]);
        return optionBuckets(options, counts);
      },
    },
  });
}

/** One data product with its description, or undefined. */
export async function findProduct(db: Kysely<Database>, id: string): Promise<ProductDetail | undefined> {
  const [row] = await productRows(db, (q) => q.where('p.id', '=', id));
  if (!row) return undefined;
  return { ...toSummary(row), description: row.description };
}
