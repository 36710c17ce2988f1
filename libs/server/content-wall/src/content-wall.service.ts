import type { Kysely } from 'kysely';
import { NEWS_CATEGORY_LABELS, fileUrl, type ContentWall, type WallBlock, type WallItem } from '@portal/api-contract';
import type { Database, StoredWallBlock, WallMetric } from '@portal/server-db';
import { provinceDayStart } from '@portal/util';
import { createContentCache, iso, type DomainContext } from '@portal/server-core';
import { CATALOGUE_METRICS, featuredProducts, featuredResources, type FeaturedItem } from '@portal/server-catalogue';
import { countPublishedNews, latestNews } from '@portal/server-news';
import { countPolicies, latestPolicies } from '@portal/server-policies';
import { PROVINCE } from '@portal/site-config';
import { publishedWall } from './content-wall.repository';

/** Portal paths of the detail pages the wall links to. */
export const WALL_HREFS = {
  resource: (id: string) => `/dataResource/detail/${id}`,
  product: (id: string) => `/dataProduct/detail/${id}`,
  news: (id: string) => `/dynamics/detail/${id}`,
  policy: (id: string) => `/policy?id=${id}`,
} as const;

/** Each statistic the wall may show, computed live when serving. */
const METRICS: Record<WallMetric, (db: Kysely<Database>) => Promise<number>> = {
  ...CATALOGUE_METRICS,
  news: countPublishedNews,
  policies: countPolicies,
};

/** Featured catalogue items in the stored order (unknown ids left out). */
async function featured(db: Kysely<Database>, source: 'resources' | 'products', ids: string[]): Promise<WallItem[]> {
  const [items, href] =
    source === 'resources' ? [await featuredResources(db, ids), WALL_HREFS.resource] : [await featuredProducts(db, ids), WALL_HREFS.product];
  const byId = new Map(
    items.map((item: FeaturedItem) => [item.id, { id: item.id, title: item.title, meta: item.meta, date: iso(item.updatedAt), href: href(item.id) }]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The newest news items or policies, as their lists order them. */
async function latest(db: Kysely<Database>, source: 'news' | 'policies', limit: number): Promise<WallItem[]> {
  if (source === 'news') {
    const rows = await latestNews(db, limit);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      meta: NEWS_CATEGORY_LABELS[row.category],
      date: iso(row.publishedAt),
      href: WALL_HREFS.news(row.id),
    }));
  }
  const rows = await latestPolicies(db, limit);
  // Issue 21 §8: a policy's date is its issue date (发布日期), as on the list and the detail.
  return rows.map((row) => ({ id: row.id, title: row.title, meta: row.issuer, date: iso(provinceDayStart(row.issuedAt)), href: WALL_HREFS.policy(row.id) }));
}

async function resolve(db: Kysely<Database>, block: StoredWallBlock): Promise<WallBlock> {
  switch (block.type) {
    case 'banner':
      return {
        type: 'banner',
        id: block.id,
        slides: block.slides.map(({ imageFileId, ...slide }) => ({ ...slide, ...(imageFileId ? { imageUrl: fileUrl(imageFileId) } : {}) })),
      };
    case 'stats':
      return {
        type: 'stats',
        id: block.id,
        title: block.title,
        items: await Promise.all(block.items.map(async ({ label, unit, metric }) => ({ label, unit, value: await METRICS[metric](db) }))),
      };
    case 'featured':
      return { ...block, items: await featured(db, block.source, block.ids) };
    case 'latest':
      return { ...block, items: await latest(db, block.source, block.limit) };
    default:
      return block;
  }
}

/** Blocks as the home page shows them: featured ids resolved, the newest news and policies, live statistics, image addresses. */
export async function resolveWallBlocks(db: Kysely<Database>, blocks: readonly StoredWallBlock[]): Promise<WallBlock[]> {
  // Blocks with a metric the server does not know are configuration errors: fail loudly.
  for (const block of blocks) {
    if (block.type === 'stats') {
      for (const item of block.items) if (!(item.metric in METRICS)) throw new Error(`content wall: unknown metric ${String(item.metric)}`);
    }
  }
  return Promise.all(blocks.map((block) => resolve(db, block)));
}

/**
 * The home content wall of a site (spec §7 GET /web/content-config/wall/; issue 18): its published
 * version with what the server fills in when serving (featured ids resolved into items, unknown
 * ids left out, the stored order kept; the newest news and policies; live statistics). A city
 * that has published no wall of its own shows the province's; an empty wall when there is none.
 */
export function contentWall(ctx: DomainContext, site: string = PROVINCE.code): Promise<ContentWall> {
  return walls.get(ctx.db, site, () => resolvedWall(ctx.db, site));
}

/** Each site's resolved wall, until public content changes (issue 16, decision 0025: its statistics count whole tables; issue 18: a publish bumps it). */
const walls = createContentCache<ContentWall>(32);

async function resolvedWall(db: Kysely<Database>, site: string): Promise<ContentWall> {
  const stored = (await publishedWall(db, site)) ?? (site === PROVINCE.code ? undefined : await publishedWall(db, PROVINCE.code));
  if (!stored) return { updatedAt: iso(0), blocks: [] };
  return { updatedAt: iso(stored.publishedAt), blocks: await resolveWallBlocks(db, stored.blocks) };
}
