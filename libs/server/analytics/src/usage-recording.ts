import type { DetailKind, PageViewBody } from '@portal/api-contract';
import { ERR } from '@portal/server-core';
import { paths, type PageEntry } from '@portal/site-config';
import type { UsageCounter } from './usage-counter';

/** Every public page of the paths registry (route pattern → label); workspace pages are not counted. */
export const PUBLIC_PAGES: ReadonlyMap<string, string> = (() => {
  const found = new Map<string, string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const entry = node as Partial<PageEntry>;
    if (typeof entry.path === 'string' && typeof entry.label === 'string' && !entry.path.startsWith(paths.workspace.path)) found.set(entry.path, entry.label);
    for (const child of Object.values(node)) if (child && typeof child === 'object') walk(child);
  };
  walk(paths);
  return found;
})();

/** The detail pages whose item is counted too. */
export const DETAIL_ROUTES: Readonly<Record<string, DetailKind>> = {
  [paths.dataResource.detail.path]: 'resource',
  [paths.dataProduct.detail.path]: 'product',
  [paths.dynamics.detail.path]: 'news',
};

/** One view of a public page on a site (and of its item, on a detail); an unknown route is refused. */
export function recordPageView(counter: UsageCounter, site: string, body: PageViewBody): null {
  if (!PUBLIC_PAGES.has(body.route)) throw ERR.badRequest('参数错误：不是本平台的公开页面');
  counter.add(site, 'page', body.route);
  const kind = DETAIL_ROUTES[body.route];
  if (kind && body.id) counter.add(site, 'detail', `${kind}:${body.id}`);
  return null;
}

/** The longest query counted (longer ones are cut): keys stay small. */
const QUERY_KEY_LENGTH = 50;

/** A query as counted: trimmed, lower case, single spaces, at most 50 characters. */
export const queryKey = (query: string) => [...query.trim().toLowerCase().replace(/\s+/g, ' ')].slice(0, QUERY_KEY_LENGTH).join('');

/** One search (its first page) and how many items it found. */
export function recordSearch(counter: UsageCounter, site: string, query: string, results: number): void {
  const key = queryKey(query);
  if (key) counter.add(site, 'search', key, results);
}

/** The purposes whose downloads are counted: what the public downloads (templates, announcement attachments). */
const COUNTED_DOWNLOADS = new Set(['template', 'announcement']);

/** One download of a stored file. */
export function recordDownload(counter: UsageCounter, site: string, file: { id: string; purpose: string }): void {
  if (COUNTED_DOWNLOADS.has(file.purpose)) counter.add(site, 'download', file.id);
}

/** Issue 22: one download of a resource's file (counted as `resource:<id>:<format>`). */
export function recordResourceDownload(counter: UsageCounter, site: string, resourceId: string, format: string): void {
  counter.add(site, 'download', `resource:${resourceId}:${format}`);
}
