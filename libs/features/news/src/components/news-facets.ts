import type { NewsListData } from '@portal/api-contract';
import type { FacetGroup } from '@portal/ui-kit';
import { NEWS_FACET_KEYS, type NewsFacetKey } from '../hooks/news-filters';
import { NEWS_STRINGS } from '../strings';

/** The facet groups of /dynamics (category, year), from the list's counts. */
export function newsFacetGroups(facets: NewsListData['facets'] | undefined): FacetGroup<NewsFacetKey>[] | undefined {
  return facets && NEWS_FACET_KEYS.map((key) => ({ key, label: NEWS_STRINGS.facets[key], buckets: facets[key] }));
}
