import type { Kysely } from 'kysely';
import {
  DATA_FORMATS,
  OPEN_TYPES,
  OPEN_TYPE_LABELS,
  UPDATE_FREQUENCIES,
  UPDATE_FREQUENCY_LABELS,
  type DataFormat,
  type ResourceDetail,
  type ResourceListData,
  type ResourceListQuery,
  listSort,
} from '@portal/api-contract';
import type { Database } from '@portal/server-db';
import { createContentCache, facetedList, fixedBuckets, publicItemSource, type ListSummary, type PublicItemSource } from '@portal/server-core';
import { catalogueOptions, optionBuckets } from './catalogue.repository';
import { publicResources, resourceRows, toResourceSummary } from './resources.rows';
import { keywordSource, once, sqlSource } from './resources.source';

/** A format's facet label is the format itself. */
const FORMAT_LABELS = Object.fromEntries(DATA_FORMATS.map((format) => [format, format])) as Record<DataFormat, string>;

type ResourceFacetName = keyof ResourceListData['facets'];

/**
 * The total and facet counts by filters, until public content changes (issue 16, decision 0025):
 * counting the five facets scans the filtered catalogue, which costs hundreds of milliseconds at
 * 100,000 resources; the page itself reads an index.
 */
const summaries = createContentCache<ListSummary<ResourceFacetName>>(1_000);

/**
 * Pages by filters, order and page, until public content changes: most forms read an index (under
 * a millisecond), but a filter with another order than the default one sorts the filtered rows.
 */
const pages = createContentCache<ResourceListData['items']>(2_000);

/** The filters of a list, in a fixed order: what its total and facets depend on. */
const filterKey = (query: ResourceListQuery) =>
  JSON.stringify([query.keyword ?? '', query.domain ?? '', query.department ?? '', query.openType ?? '', query.format ?? '', query.frequency ?? '']);

/**
 * The data resources list (issue 5): a page, the total and the five facets, each facet counted
 * with every other filter applied. A keyword goes through the search index.
 */
export async function listResources(db: Kysely<Database>, asked: ResourceListQuery, signal?: AbortSignal): Promise<ResourceListData> {
  const query = { ...asked, sort: listSort(asked.sort, asked.keyword) };
  const source = query.keyword ? keywordSource(db, query, query.keyword) : sqlSource(db, query);
  const options = once(() => catalogueOptions(db));
  const pageKey = JSON.stringify([filterKey(query), query.sort, query.order, query.page, query.pageSize]);
  return facetedList({
    paging: query,
    // Issue 16: a request whose client has gone stops before its page and before its answer.
    signal,
    summaryCache: (compute) => summaries.get(db, filterKey(query), compute),
    items: (window) => pages.get(db, pageKey, () => source.items(window)),
    total: source.total,
    facets: {
      domain: async () => optionBuckets((await options()).domains, await source.counts('domain')),
      department: async () => optionBuckets((await options()).departments, await source.counts('department')),
      openType: async () => fixedBuckets(OPEN_TYPES, OPEN_TYPE_LABELS, await source.counts('openType')),
      format: async () => fixedBuckets(DATA_FORMATS, FORMAT_LABELS, await source.counts('format')),
      frequency: async () => fixedBuckets(UPDATE_FREQUENCIES, UPDATE_FREQUENCY_LABELS, await source.counts('frequency')),
    },
  });
}

/** One data resource with its description and field schema, or undefined. */
export async function findResource(db: Kysely<Database>, id: string): Promise<ResourceDetail | undefined> {
  const [row] = await resourceRows(db, (q) => q.where('r.id', '=', id));
  if (!row) return undefined;
  return { ...toResourceSummary(row), description: row.description, fields: parseFieldSchema(row.field_schema) };
}

/** Issue 15 §Findable: the public resources in id order, for the sitemap; a resource last changed when it was last updated. */
export function resourceSitemapSource(db: Kysely<Database>): PublicItemSource {
  return publicItemSource(db, () => publicResources(db), { id: 'r.id', lastModified: ['r.updated_at', 'r.published_at'] });
}

/** A resource's field schema from its stored text (none when the text holds no list). */
export function parseFieldSchema(text: string): ResourceDetail['fields'] {
  const fields: unknown = JSON.parse(text);
  return Array.isArray(fields) ? (fields as ResourceDetail['fields']) : [];
}
