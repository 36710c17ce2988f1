import type { Kysely } from 'kysely';
import { NEWS_CATEGORY_LABELS, type ContentWall, type WallBlock, type WallItem } from '@portal/api-contract';
import type { Database, StoredWallBlock, WallMetric } from '@portal/server-db';
import { provinceDayStart } from '@portal/util';
import { iso } from '@portal/server-core';

/** Portal paths of the detail pages the wall links to. */
export const WALL_HREFS = {
  resource: (id: string) => `/dataResource/detail/${id}`,
  product: (id: string) => `/dataProduct/detail/${id}`,
  news: (id: string) => `/dynamics/detail/${id}`,
  policy: (id: string) => `/policy?id=${id}`,
} as const;

/**
 * The home content wall (spec §7 GET /web/content-config/wall/): the stored blocks with
 * what the server fills in when serving: featured ids resolved into items (unknown ids
 * left out, the stored order kept), the newest news and policies, and live statistics.
 */
export function createContentWallRepository(db: Kysely<Database>) {
  const count = async (table: 'data_resources' | 'data_products' | 'data_domains' | 'policies') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  const METRICS: Record<WallMetric, () => Promise<number>> = {
    resources: () => count('data_resources'),
    records: async () => {
      const row = await db.selectFrom('data_resources').select((eb) => eb.fn.sum<number | string | null>('record_count').as('n')).executeTakeFirstOrThrow();
      return Number(row.n ?? 0);
    },
    // Departments that publish at least one resource.
    departments: async () =>
      Number(
        (await db.selectFrom('data_resources').select((eb) => eb.fn.count<number>('department_id').distinct().as('n')).executeTakeFirstOrThrow()).n,
      ),
    domains: () => count('data_domains'),
    products: () => count('data_products'),
    // Corporations that operate at least one product.
    operators: async () =>
      Number((await db.selectFrom('data_products').select((eb) => eb.fn.count<number>('org_id').distinct().as('n')).executeTakeFirstOrThrow()).n),
    news: async () =>
      Number((await db.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'published').executeTakeFirstOrThrow()).n),
    policies: () => count('policies'),
  };

  async function featured(source: 'resources' | 'products', ids: string[]): Promise<WallItem[]> {
    if (ids.length === 0) return [];
    const rows =
      source === 'resources'
        ? (
            await db
              .selectFrom('data_resources as r')
              .innerJoin('departments as d', 'd.id', 'r.department_id')
              .select(['r.id', 'r.name as title', 'd.name as meta', 'r.updated_at as date'])
              .where('r.id', 'in', ids)
              .execute()
          ).map((row) => ({ ...row, href: WALL_HREFS.resource(row.id) }))
        : (
            await db
              .selectFrom('data_products as p')
              .innerJoin('organisations as o', 'o.id', 'p.org_id')
              .select(['p.id', 'p.name as title', 'o.name as meta', 'p.updated_at as date'])
              .where('p.id', 'in', ids)
              .execute()
          ).map((row) => ({ ...row, href: WALL_HREFS.product(row.id) }));
    const byId = new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, meta: row.meta, date: iso(Number(row.date)), href: row.href }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function latest(source: 'news' | 'policies', limit: number): Promise<WallItem[]> {
    if (source === 'news') {
      const rows = await db
        .selectFrom('news')
        .select(['id', 'title', 'category', 'published_at'])
        .where('status', '=', 'published')
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, title: row.title, meta: NEWS_CATEGORY_LABELS[row.category], date: iso(Number(row.published_at)), href: WALL_HREFS.news(row.id) }));
    }
    const rows = await db
      .selectFrom('policies')
      .select(['id', 'title', 'issuer', 'issued_at'])
      .orderBy('issued_at', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    // Issue 21 §8: a policy's date is its issue date (发布日期), as on the list and the detail.
    return rows.map((row) => ({ id: row.id, title: row.title, meta: row.issuer, date: iso(provinceDayStart(row.issued_at)), href: WALL_HREFS.policy(row.id) }));
  }

  async function resolve(block: StoredWallBlock): Promise<WallBlock> {
    switch (block.type) {
      case 'stats':
        return {
          type: 'stats',
          id: block.id,
          title: block.title,
          items: await Promise.all(block.items.map(async ({ label, unit, metric }) => ({ label, unit, value: await METRICS[metric]() }))),
        };
      case 'featured':
        return { ...block, items: await featured(block.source, block.ids) };
      case 'latest':
        return { ...block, items: await latest(block.source, block.limit) };
      default:
        return block;
    }
  }

  return {
    /** The wall, or an empty one when none is configured. */
    async wall(): Promise<ContentWall> {
      const row = await db.selectFrom('content_wall').select(['blocks', 'updated_at']).where('id', '=', 'home').executeTakeFirst();
      if (!row) return { updatedAt: iso(0), blocks: [] };
      const stored = JSON.parse(row.blocks) as StoredWallBlock[];
      // Blocks with a metric the server does not know are configuration errors: fail loudly.
      for (const block of stored) {
        if (block.type === 'stats') {
          for (const item of block.items) if (!(item.metric in METRICS)) throw new Error(`content wall: unknown metric ${String(item.metric)}`);
        }
      }
      return { updatedAt: iso(Number(row.updated_at)), blocks: await Promise.all(stored.map(resolve)) };
    },
  };
}

export type ContentWallRepository = ReturnType<typeof createContentWallRepository>;
