import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { FacetedListLayout, FacetPanel, ListSearch, useListFilters } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { newsQueries } from '../api/news-queries';
import { newsFacetGroups } from '../components/news-facets';
import { NewsList } from '../components/news-list';
import { NEWS_PARAMS } from '../hooks/news-filters';
import { NEWS_STRINGS } from '../strings';

const S = NEWS_STRINGS;

/**
 * Spec §2 /dynamics: operation news and announcements, newest first, with the
 * category and year facets (with counts), keyword and pages — all in the URL
 * (issue 5), so back/forward restore a view.
 */
export function NewsListPage() {
  const { search } = useLocation();
  const { filters, hasActiveFilters, setFacet, setKeyword, setPage, clearFilters } = useListFilters(NEWS_PARAMS);
  // Previous results stay on screen (dimmed) while the next filters load, so the facets do not jump.
  const query = useQuery({ ...newsQueries.list(filters), placeholderData: keepPreviousData });
  const data = query.data;
  const busy = query.isFetching && query.isPlaceholderData;
  const clear = hasActiveFilters ? clearFilters : undefined;

  return (
    <FacetedListLayout
      title={S.title}
      homeLabel={S.home}
      facetsLabel={S.facets.title}
      facets={<FacetPanel groups={newsFacetGroups(data?.facets)} skeletonGroups={2} selected={filters} onChange={setFacet} onClear={clear} busy={busy} allLabel={S.facets.all} clearLabel={S.facets.clear} />}
      search={<ListSearch key={filters.keyword} keyword={filters.keyword} onSearch={setKeyword} label={S.search.label} placeholder={S.search.placeholder} buttonLabel={S.search.button} />}
      summary={data ? S.list.total(formatThousands(data.total)) : '\u00a0'}
      sort={null}
      paging={data && { current: filters.page, pageSize: filters.pageSize, total: data.total, pageSizes: NEWS_PARAMS.pageSizes, onChange: setPage, label: S.list.pagination }}
    >
      <NewsList
        items={data?.items}
        loading={query.isPending || busy}
        error={query.isError && !data ? { title: S.list.failed, onRetry: () => void query.refetch(), retryLabel: S.list.retry } : undefined}
        fromList={search}
        onClear={clear}
        skeletonRows={Math.min(filters.pageSize, 5)}
      />
    </FacetedListLayout>
  );
}
