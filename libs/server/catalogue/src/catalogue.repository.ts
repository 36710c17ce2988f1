import type { Kysely } from 'kysely';
import type { FacetBucket } from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { countOf } from '@portal/server-core';

/** The catalogue's data domains and departments, in their set order (the list pages' filter options). */
export async function catalogueOptions(db: Kysely<Database>) {
  const [domains, departments] = await Promise.all([
    db.selectFrom('data_domains').select(['id', 'name', 'description']).orderBy('sort_order').execute(),
    db.selectFrom('departments').select(['id', 'name', 'short_name']).orderBy('sort_order').execute(),
  ]);
  return { domains, departments: departments.map(({ short_name, ...department }) => ({ ...department, shortName: short_name })) };
}

/** A facet over rows of a table (domains, departments, operators): every row listed, zero counts kept. */
export const optionBuckets = (options: readonly { id: string; name: string }[], counts: Map<string, number>): FacetBucket[] =>
  options.map((option) => ({ value: option.id, label: option.name, count: counts.get(option.id) ?? 0 }));

export type CatalogueMetric = 'resources' | 'records' | 'departments' | 'domains' | 'products' | 'operators';

/** The catalogue's live statistics for the home content wall. */
export const CATALOGUE_METRICS: Record<CatalogueMetric, (db: Kysely<Database>) => Promise<number>> = {
  resources: (db) => countOf(db.selectFrom('data_resources')),
  records: async (db) => {
    const row = await db
      .selectFrom('data_resources')
      .select((eb) => eb.fn.sum<number | string | null>('record_count').as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  },
  // Departments that publish at least one resource.
  departments: async (db) =>
    Number(
      (
        await db
          .selectFrom('data_resources')
          .select((eb) => eb.fn.count<number>('department_id').distinct().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  domains: (db) => countOf(db.selectFrom('data_domains')),
  products: (db) => countOf(db.selectFrom('data_products')),
  // Corporations that operate at least one product.
  operators: async (db) =>
    Number(
      (
        await db
          .selectFrom('data_products')
          .select((eb) => eb.fn.count<number>('org_id').distinct().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
};

/** A featured catalogue item as the content wall shows it (any order; unknown ids left out). */
export interface FeaturedItem {
  id: string;
  title: string;
  meta: string;
  updatedAt: number;
}

/** Featured resources: their name and publishing department. */
export async function featuredResources(db: Kysely<Database>, ids: string[]): Promise<FeaturedItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('data_resources as r')
    .innerJoin('departments as d', 'd.id', 'r.department_id')
    .select(['r.id', 'r.name as title', 'd.name as meta', 'r.updated_at'])
    .where('r.id', 'in', ids)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, meta: row.meta, updatedAt: Number(row.updated_at) }));
}

/** Featured products: their name and operating organisation. */
export async function featuredProducts(db: Kysely<Database>, ids: string[]): Promise<FeaturedItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('data_products as p')
    .innerJoin('organisations as o', 'o.id', 'p.org_id')
    .select(['p.id', 'p.name as title', 'o.name as meta', 'p.updated_at'])
    .where('p.id', 'in', ids)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, meta: row.meta, updatedAt: Number(row.updated_at) }));
}
