import { useLocation } from 'react-router-dom';
import { FacetedListLayout, FacetPanel, ListSearch, SortSelect, sortOptions, useFacetedListQuery } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { resourceQueries } from '../api/resource-queries';
import { resourceFacetGroups } from '../components/resource-facets';
import { ResourceList } from '../components/resource-list';
import { RESOURCE_PARAMS } from '../hooks/resource-filters';
import { RESOURCE_STRINGS } from '../strings';

const S = RESOURCE_STRINGS;
const SORT_OPTIONS = sortOptions(S.sort.options);

/**
 * Spec §2 /dataResource: the catalogue of data resources with facets, keyword,
 * sort and pages — all of them in the URL (issue 5), so links share a view and
 * back/forward restore it.
 */
export function ResourceListPage() {
  const { search } = useLocation();
  // Previous results stay on screen (dimmed) while the next filters load, so the facets do not jump;
  // a page past the last one moves to the last page (issue 21 §12).
  const { filters, setFacet, setKeyword, setSort, setPage, query, data, busy, clear } = useFacetedListQuery(RESOURCE_PARAMS, resourceQueries.list);

  return (
    <FacetedListLayout
      title={S.title}
      homeLabel={S.home}
      facetsLabel={S.facets.title}
      facets={<FacetPanel groups={resourceFacetGroups(data?.facets)} skeletonGroups={5} selected={filters} onChange={setFacet} onClear={clear} busy={busy} allLabel={S.facets.all} clearLabel={S.facets.clear} />}
      search={<ListSearch key={filters.keyword} keyword={filters.keyword} onSearch={setKeyword} label={S.search.label} placeholder={S.search.placeholder} buttonLabel={S.search.button} />}
      summary={data ? S.list.total(formatThousands(data.total)) : '\u00a0'}
      sort={<SortSelect value={`${filters.sort}:${filters.order}`} options={SORT_OPTIONS} onChange={setSort} label={S.sort.label} />}
      paging={data && { current: filters.page, pageSize: filters.pageSize, total: data.total, pageSizes: RESOURCE_PARAMS.pageSizes, onChange: setPage, label: S.list.pagination }}
    >
      <ResourceList
        items={data?.items}
        loading={query.isPending || busy}
        error={query.isError && !data ? { title: S.list.failed, onRetry: () => void query.refetch(), retryLabel: S.detail.retry } : undefined}
        fromList={search}
        onClear={clear}
        skeletonRows={Math.min(filters.pageSize, 5)}
      />
    </FacetedListLayout>
  );
}
