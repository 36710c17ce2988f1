import { queryOptions } from '@tanstack/react-query';
import { catalogueApi, contentEditorApi } from '@portal/api-contract';
import { api, requestOf } from '@portal/api-client';

/** A resource or product found by 搜索, as the featured picker lists it. */
export interface CatalogueHit {
  id: string;
  name: string;
  /** Department or operator. */
  meta: string;
}

export type FeaturedSource = 'resources' | 'products';

/** How many hits a featured search shows. */
export const SEARCH_PAGE_SIZE = 10;

/** GET /web/data-resource/list or /web/data-product/list, first page, by keyword (the public catalogue). */
async function searchCatalogue(source: FeaturedSource, keyword: string, signal: AbortSignal | undefined): Promise<{ hits: CatalogueHit[]; total: number }> {
  const query = { page: '1', pageSize: String(SEARCH_PAGE_SIZE), ...(keyword ? { keyword } : {}) };
  const options = { quiet: true, ...(signal ? { signal } : {}) };
  if (source === 'resources') {
    const data = await api.call(catalogueApi.resources, { query }, options);
    return { total: data.total, hits: data.items.map((item) => ({ id: item.id, name: item.name, meta: item.department.name })) };
  }
  const data = await api.call(catalogueApi.products, { query }, options);
  return { total: data.total, hits: data.items.map((item) => ({ id: item.id, name: item.name, meta: item.operator.name })) };
}

/**
 * The content wall editor's queries (house style: keys general → specific). Its own root, apart
 * from the public wall's (`['content-wall']`), so refreshing one leaves the other alone.
 */
export const wallEditorQueries = {
  all: () => ['content-wall-editor'] as const,
  details: () => [...wallEditorQueries.all(), 'detail'] as const,
  /** A site's wall for its editor: draft, published version, history, featured titles. */
  detail: (site: string) =>
    queryOptions({
      queryKey: [...wallEditorQueries.details(), site] as const,
      queryFn: (context) => api.call(contentEditorApi.detail, { query: { site } }, requestOf(context)),
    }),
  /** One published version with its blocks (preview from the history). */
  version: (site: string, version: number) =>
    queryOptions({
      queryKey: [...wallEditorQueries.all(), 'version', site, version] as const,
      queryFn: (context) => api.call(contentEditorApi.version, { query: { site, version: String(version) } }, { ...requestOf(context), quiet: true }),
      // A published version never changes.
      staleTime: Infinity,
    }),
  /** Resources or products matching a keyword, to add to a featured block. */
  catalogue: (source: FeaturedSource, keyword: string) =>
    queryOptions({
      queryKey: [...wallEditorQueries.all(), 'catalogue', source, keyword] as const,
      queryFn: (context) => searchCatalogue(source, keyword, context.signal),
    }),
};
