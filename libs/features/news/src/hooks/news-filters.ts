import { newsListQuerySchema, type NewsCategory } from '@portal/api-contract';
import { createListParams, textField } from '@portal/ui-kit';

/**
 * What the list shows, read from the URL. The server lists news newest first and
 * takes no sort, so `sort`/`order` stay at a fixed default the URL never carries
 * (the shared list helper expects them).
 */
export interface NewsFilters {
  keyword: string;
  page: number;
  pageSize: number;
  category?: NewsCategory;
  /** A year as in the URL (`2025`); the contract checks it. */
  year?: string;
  sort: 'published';
  order: 'desc';
}
export type NewsFacetKey = 'category' | 'year';

export const NEWS_FACET_KEYS: readonly NewsFacetKey[] = ['category', 'year'];

const { page, pageSize } = newsListQuerySchema.parse({});

/** Filters ⇄ URL, checked by the contract's own schema, so the URL and the server agree on values. */
export const NEWS_PARAMS = createListParams<NewsFilters, NewsFacetKey>({
  defaults: { keyword: '', page, pageSize, sort: 'published', order: 'desc' },
  fields: { ...newsListQuerySchema.shape, year: textField(newsListQuerySchema.shape.year) },
  facetKeys: NEWS_FACET_KEYS,
});
