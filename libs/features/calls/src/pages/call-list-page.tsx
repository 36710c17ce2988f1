import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { FacetedListLayout, FacetPanel, ListSearch, useDetailParam, useListFilters, type FacetGroup } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import type { CallListData } from '@portal/api-contract';
import { isCallId } from '../api/get-call';
import { callQueries } from '../api/call-queries';
import { CallDetailDrawer } from '../components/call-detail-drawer';
import { CallList } from '../components/call-list';
import { CALL_PARAMS, type CallFacetKey } from '../hooks/call-filters';
import { CALL_STRINGS } from '../strings';

const S = CALL_STRINGS;

const statusGroups = (facets: CallListData['facets'] | undefined): FacetGroup<CallFacetKey>[] | undefined =>
  facets && [{ key: 'status', label: S.facets.status, buckets: facets.status }];

/**
 * Spec §2 /applylist: calls for collection with the status facet (征集中/已截止,
 * with counts), keyword and pages in the URL (issue 5). A call opens over the list
 * at /applylist?id=<id>, where a signed-in corporation responds.
 */
export function CallListPage() {
  const { filters, hasActiveFilters, setFacet, setKeyword, setPage, clearFilters } = useListFilters(CALL_PARAMS);
  const detail = useDetailParam('id');
  const query = useQuery({ ...callQueries.list(filters), placeholderData: keepPreviousData });
  const data = query.data;
  const busy = query.isFetching && query.isPlaceholderData;
  const clear = hasActiveFilters ? clearFilters : undefined;

  // An id that cannot exist is the same as an unknown one (code 4011 → /404).
  if (detail.id !== undefined && !isCallId(detail.id)) return <Navigate to="/404" replace />;

  return (
    <>
      <FacetedListLayout
        title={S.title}
        homeLabel={S.home}
        facetsLabel={S.facets.title}
        facets={<FacetPanel groups={statusGroups(data?.facets)} skeletonGroups={1} selected={filters} onChange={setFacet} onClear={clear} busy={busy} allLabel={S.facets.all} clearLabel={S.facets.clear} />}
        search={<ListSearch key={filters.keyword} keyword={filters.keyword} onSearch={setKeyword} label={S.search.label} placeholder={S.search.placeholder} buttonLabel={S.search.button} />}
        summary={data ? S.list.total(formatThousands(data.total)) : '\u00a0'}
        sort={null}
        paging={data && { current: filters.page, pageSize: filters.pageSize, total: data.total, pageSizes: CALL_PARAMS.pageSizes, onChange: setPage, label: S.list.pagination }}
      >
        <CallList
          items={data?.items}
          loading={query.isPending || busy}
          error={query.isError && !data ? { title: S.list.failed, onRetry: () => void query.refetch(), retryLabel: S.list.retry } : undefined}
          linkTo={detail.linkProps}
          onClear={clear}
          skeletonRows={Math.min(filters.pageSize, 5)}
        />
      </FacetedListLayout>
      <CallDetailDrawer id={detail.id} onClose={detail.close} />
    </>
  );
}
