import { useLocation } from 'react-router-dom';
import { FacetedListPage, sortOptions, type FacetedListStrings } from '@portal/ui-kit';
import { resourceQueries } from '../api/resource-queries';
import { resourceFacetGroups } from '../components/resource-facets';
import { ResourceList } from '../components/resource-list';
import { RESOURCE_PARAMS } from '../hooks/resource-filters';
import { RESOURCE_STRINGS } from '../strings';

const S = RESOURCE_STRINGS;
const SORT = { label: S.sort.label, options: sortOptions(S.sort.options) };
const PAGE_STRINGS: FacetedListStrings = {
  title: S.title,
  home: S.home,
  facets: S.facets.title,
  all: S.facets.all,
  clear: S.facets.clear,
  searchLabel: S.search.label,
  searchPlaceholder: S.search.placeholder,
  searchButton: S.search.button,
  pagination: S.list.pagination,
  failed: S.list.failed,
  retry: S.detail.retry,
  total: S.list.total,
};

/**
 * Spec §2 /dataResource: the catalogue of data resources with facets, keyword,
 * sort and pages — all of them in the URL (issue 5), so links share a view and
 * back/forward restore it. Previous results stay on screen (dimmed) while the next
 * filters load; a page past the last one moves to the last page (issue 21 §12).
 */
export function ResourceListPage() {
  const { search } = useLocation();
  return (
    <FacetedListPage
      params={RESOURCE_PARAMS}
      query={resourceQueries.list}
      facetGroups={(data) => resourceFacetGroups(data?.facets)}
      skeletonGroups={5}
      strings={PAGE_STRINGS}
      sort={SORT}
      renderList={(data, state) => <ResourceList {...state} items={data?.items} fromList={search} />}
    />
  );
}
