import { NEWS_CATEGORIES, type NewsCategory, type NewsListData } from '@portal/api-contract';

const isNewsCategory = (value: string): value is NewsCategory => (NEWS_CATEGORIES as readonly string[]).includes(value);
import type { FacetGroup } from '@portal/ui-kit';
import { NEWS_FACET_KEYS, type NewsFacetKey } from '../hooks/news-filters';
import type { NewsText } from '../text';

/** The facet groups of /dynamics (category, year), from the list's counts. */
export function newsFacetGroups(facets: NewsListData['facets'] | undefined, t: NewsText): FacetGroup<NewsFacetKey>[] | undefined {
  return (
    facets &&
    NEWS_FACET_KEYS.map((key) => ({
      key,
      label: t(`facets.${key}`),
      buckets:
        key === 'category'
          ? facets[key].map((bucket) => (isNewsCategory(bucket.value) ? { ...bucket, label: t(`category.${bucket.value}`) } : bucket))
          : facets[key],
      // The years are the server's labels (2026年): content, marked Chinese.
      contentLabels: key === 'year',
    }))
  );
}
