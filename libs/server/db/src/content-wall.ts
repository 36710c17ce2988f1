/**
 * The stored format of `content_wall.blocks` (a JSON array): written by the demo data
 * (@portal/server-demo-data), read by the API when it serves the home wall.
 */

/**
 * What a stats item of the wall shows; the server computes the value when serving, so the
 * numbers are always live. The `metric` key is internal and never sent.
 */
export const WALL_METRICS = ['resources', 'records', 'departments', 'domains', 'products', 'operators', 'news', 'policies'] as const;
export type WallMetric = (typeof WALL_METRICS)[number];

/** A block as stored: featured blocks hold ids only, latest blocks a limit, stats items a metric. */
export type StoredWallBlock =
  | { type: 'banner'; id: string; slides: Array<{ title: string; subtitle?: string; imageUrl?: string; href?: string }> }
  | { type: 'stats'; id: string; title: string; items: Array<{ label: string; unit: string; metric: WallMetric }> }
  | { type: 'featured'; id: string; title: string; source: 'resources' | 'products'; ids: string[] }
  | { type: 'latest'; id: string; title: string; source: 'news' | 'policies'; limit: number }
  | { type: 'links'; id: string; title: string; items: Array<{ label: string; href: string }> }
  | { type: 'richText'; id: string; title?: string; html: string };
