import { NEWS_CATEGORIES, type NewsListData } from '@portal/api-contract';
import { namedBuckets, type FacetGroup } from '@portal/ui-kit';
import { NEWS_FACET_KEYS, type NewsFacetKey } from '../hooks/news-filters';
import type { NewsText } from '../text';

/** The facet groups of /dynamics (category, year), from the list's counts. */
export function newsFacetGroups(facets: NewsListData['facets'] | undefined, t: NewsText): FacetGroup<NewsFacetKey>[] | undefined {
  return (
    facets &&
    NEWS_FACET_KEYS.map((key) => ({
      key,
      label: t(`facets.${key}`),
      buckets: key === 'category' ? namedBuckets(facets[key], NEWS_CATEGORIES, (category) => t(`category.${category}`)) : facets[key],
      // The years are the server's labels (2026年): content, marked Chinese.
      contentLabels: key === 'year',
    }))
  );
}
