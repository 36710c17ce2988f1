import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  listSort,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  type ProductDetail,
  type ProductListData,
  type ProductListQuery,
  type ProductSort,
  type ProductSummary,
} from '@portal/api-contract';
import { parseList, type Database } from '@portal/server-db';
import { countOf, facetedList, fixedBuckets, groupCounts, iso, publicItemSource, type PublicItemSource } from '@portal/server-core';
import { keywordMatches, type KeywordMatches } from '@portal/server-search';
import { optionBuckets } from './catalogue.repository';

type ProductFacet = 'domain' | 'type' | 'operator';
type WithP = Database & { p: Database['data_products'] };
type ProductQuery = SelectQueryBuilder<WithP, 'p', object>;

const SORT_COLUMNS = {
  // Relevance orders by the keyword's rank first (productRows), then the newest update.
  relevance: 'p.updated_at',
  updated: 'p.updated_at',
  published: 'p.published_at',
  name: 'p.name',
} as const;

const COUNT_COLUMNS = { domain: 'p.domain_id', type: 'p.product_type', operator: 'p.org_id' } as const;

/**
 * The products an anonymous visitor may see: every listed one (a product has no draft or withdrawn
 * state of its own: a row in the table is public). The public list, detail and sitemap start here. The detail's joins
 * keep every row: a product's operator and domain are required references.
 */
const publicProducts = (db: Kysely<Database>): ProductQuery => db.selectFrom('data_products as p');

/**
 * The data products' read side (issue 5): portable SQL over SQLite and PostgreSQL.
 * Every filter is a bound parameter; sort columns come from a fixed map.
 */
function filteredProducts(db: Kysely<Database>, query: ProductListQuery, found: KeywordMatches | undefined, except?: ProductFacet): ProductQuery {
  let q = publicProducts(db);
  if (query.keyword) {
    // The search index (issue 16: the dictionary, every word or else the best partial matches), not a LIKE scan.
    q = found ? q.where('p.id', 'in', sql<string>`(select k.ref_id from ${found.ranked} k)`) : q.where(sql<boolean>`1 = 0`);
  }
  if (query.domain && except !== 'domain') q = q.where('p.domain_id', '=', query.domain);
  if (query.type && except !== 'type') q = q.where('p.product_type', '=', query.type);
  if (query.operator && except !== 'operator') q = q.where('p.org_id', '=', query.operator);
  return q;
}

type ProductOrder = { sort: ProductSort; order: ProductListQuery['order']; limit: number; offset: number; found?: KeywordMatches | undefined };

async function productRows(db: Kysely<Database>, where: (q: ProductQuery) => ProductQuery, order?: ProductOrder) {
  let q = where(publicProducts(db))
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
  if (order?.sort === 'relevance' && order.found) {
    // Issue 16: a keyword's best matches first (words whole in the name, then the field-weighted rank).
    q = q
      .innerJoin(order.found.ranked.as('k'), (join) => join.onRef('k.ref_id', '=', 'p.id'))
      .orderBy('k.coverage', 'desc')
      .orderBy('k.bonus', 'desc')
      .orderBy('k.score', 'desc');
  }
  if (order)
    q = q
      .orderBy(SORT_COLUMNS[order.sort], order.sort === 'relevance' ? 'desc' : order.order)
      .orderBy('p.id', 'asc')
      .limit(order.limit)
      .offset(order.offset);
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

const countBy = (db: Kysely<Database>, query: ProductListQuery, found: KeywordMatches | undefined, facet: ProductFacet) =>
  groupCounts(filteredProducts(db, query, found, facet), COUNT_COLUMNS[facet]);

/** The data products list (issue 5): a page, the total and the three facets, each counted with every other filter applied. */
export async function listProducts(db: Kysely<Database>, query: ProductListQuery, signal?: AbortSignal): Promise<ProductListData> {
  const found = query.keyword ? await keywordMatches(db, 'product', query.keyword) : undefined;
  signal?.throwIfAborted();
  const sort = listSort(query.sort, query.keyword);
  return facetedList({
    paging: query,
    signal,
    items: async (window) => (await productRows(db, () => filteredProducts(db, query, found), { sort, order: query.order, found, ...window })).map(toSummary),
    total: () => countOf(filteredProducts(db, query, found)),
    facets: {
      domain: async () => {
        const [domains, counts] = await Promise.all([
          db.selectFrom('data_domains').select(['id', 'name']).orderBy('sort_order').execute(),
          countBy(db, query, found, 'domain'),
        ]);
        return optionBuckets(domains, counts);
      },
      type: async () => fixedBuckets(PRODUCT_TYPES, PRODUCT_TYPE_LABELS, await countBy(db, query, found, 'type')),
      operator: async () => {
        const [options, counts] = await Promise.all([operators(db), countBy(db, query, found, 'operator')]);
        return optionBuckets(options, counts);
      },
    },
  });
}

/** Issue 15 §Findable: the public products in id order, for the sitemap; a product last changed when it was last updated. */
export function productSitemapSource(db: Kysely<Database>): PublicItemSource {
  return publicItemSource(db, () => publicProducts(db), { id: 'p.id', lastModified: ['p.updated_at', 'p.published_at'] });
}

/** One data product with its description, or undefined. */
export async function findProduct(db: Kysely<Database>, id: string): Promise<ProductDetail | undefined> {
  const [row] = await productRows(db, (q) => q.where('p.id', '=', id));
  if (!row) return undefined;
  return { ...toSummary(row), description: row.description };
}
