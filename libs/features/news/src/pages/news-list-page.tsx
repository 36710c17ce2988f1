import { useLocation } from 'react-router-dom';
import { FacetedListPage } from '@portal/ui-kit';
import { newsQueries } from '../api/news-queries';
import { newsFacetGroups } from '../components/news-facets';
import { NewsList } from '../components/news-list';
import { NEWS_PARAMS } from '../hooks/news-filters';
import { useText } from '@portal/i18n';
import { newsListPageStrings, newsText } from '../text';

/**
 * Spec §2 /dynamics: operation news and announcements, newest first, with the
 * category and year facets (with counts), keyword and pages — all in the URL
 * (issue 5), so back/forward restore a view.
 */
export function NewsListPage() {
  const { search } = useLocation();
  const t = useText(newsText);
  return (
    <FacetedListPage
      params={NEWS_PARAMS}
      query={newsQueries.list}
      facetGroups={(data) => newsFacetGroups(data?.facets, t)}
      strings={newsListPageStrings(t)}
      renderList={(data, state) => <NewsList {...state} items={data?.items} fromList={search} />}
    />
  );
}
