import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { FacetedListLayout, FacetPanel, ListSearch, useDetailParam, useListFilters } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { isPolicyId } from '../api/get-policy';
import { policyQueries } from '../api/policy-queries';
import { PolicyDetailDrawer } from '../components/policy-detail-drawer';
import { policyFacetGroups } from '../components/policy-facets';
import { PolicyList } from '../components/policy-list';
import { POLICY_PARAMS } from '../hooks/policy-filters';
import { POLICY_STRINGS } from '../strings';

const S = POLICY_STRINGS;

/**
 * Spec §2 /policy: policies with the level and year facets (with counts), keyword
 * and pages in the URL (issue 5). A policy's full text opens over the list at
 * /policy?id=<id> — search results link there, so it works on direct load, and
 * back closes it.
 */
export function PolicyListPage() {
  const { filters, hasActiveFilters, setFacet, setKeyword, setPage, clearFilters } = useListFilters(POLICY_PARAMS);
  const detail = useDetailParam('id');
  // Previous results stay on screen (dimmed) while the next filters load, so the facets do not jump.
  const query = useQuery({ ...policyQueries.list(filters), placeholderData: keepPreviousData });
  const data = query.data;
  const busy = query.isFetching && query.isPlaceholderData;
  const clear = hasActiveFilters ? clearFilters : undefined;

  // An id that cannot exist is the same as an unknown one (code 4011 → /404).
  if (detail.id !== undefined && !isPolicyId(detail.id)) return <Navigate to="/404" replace />;

  return (
    <>
      <FacetedListLayout
        title={S.title}
        homeLabel={S.home}
        facetsLabel={S.facets.title}
        facets={<FacetPanel groups={policyFacetGroups(data?.facets)} skeletonGroups={2} selected={filters} onChange={setFacet} onClear={clear} busy={busy} allLabel={S.facets.all} clearLabel={S.facets.clear} />}
        search={<ListSearch key={filters.keyword} keyword={filters.keyword} onSearch={setKeyword} label={S.search.label} placeholder={S.search.placeholder} buttonLabel={S.search.button} />}
        summary={data ? S.list.total(formatThousands(data.total)) : '\u00a0'}
        sort={null}
        paging={data && { current: filters.page, pageSize: filters.pageSize, total: data.total, pageSizes: POLICY_PARAMS.pageSizes, onChange: setPage, label: S.list.pagination }}
      >
        <PolicyList
          items={data?.items}
          loading={query.isPending || busy}
          error={query.isError && !data ? { title: S.list.failed, onRetry: () => void query.refetch(), retryLabel: S.list.retry } : undefined}
          linkTo={detail.linkProps}
          onClear={clear}
          skeletonRows={Math.min(filters.pageSize, 5)}
        />
      </FacetedListLayout>
      <PolicyDetailDrawer id={detail.id} onClose={detail.close} />
    </>
  );
}
