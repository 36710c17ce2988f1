import { useLocation } from 'react-router-dom';
import { FacetedListLayout, FacetPanel, ListSearch, SortSelect, sortOptions, useFacetedListQuery } from '@portal/ui-kit';
import { formatThousands } from '@portal/util';
import { productQueries } from '../api/product-queries';
import { productFacetGroups } from '../components/product-facets';
import { ProductList } from '../components/product-list';
import { PRODUCT_PARAMS } from '../hooks/product-filters';
import { PRODUCT_STRINGS } from '../strings';

const S = PRODUCT_STRINGS;
const SORT_OPTIONS = sortOptions(S.sort.options);

/**
 * Spec §2 /dataProduct: data products with facets (domain, type, operator),
 * keyword, sort and pages — all of them in the URL (issue 5), so back/forward
 * restore a view.
 */
export function ProductListPage() {
  const { search } = useLocation();
  // Previous results stay on screen (dimmed) while the next filters load, so the facets do not jump;
  // a page past the last one moves to the last page (issue 21 §12).
  const { filters, setFacet, setKeyword, setSort, setPage, query, data, busy, clear } = useFacetedListQuery(PRODUCT_PARAMS, productQueries.list);

  return (
    <FacetedListLayout
      title={S.title}
      homeLabel={S.home}
      facetsLabel={S.facets.title}
      facets={<FacetPanel groups={productFacetGroups(data?.facets)} selected={filters} onChange={setFacet} onClear={clear} busy={busy} allLabel={S.facets.all} clearLabel={S.facets.clear} />}
      search={<ListSearch key={filters.keyword} keyword={filters.keyword} onSearch={setKeyword} label={S.search.label} placeholder={S.search.placeholder} buttonLabel={S.search.button} />}
      summary={data ? S.list.total(formatThousands(data.total)) : '\u00a0'}
      sort={<SortSelect value={`${filters.sort}:${filters.order}`} options={SORT_OPTIONS} onChange={setSort} label={S.sort.label} />}
      paging={data && { current: filters.page, pageSize: filters.pageSize, total: data.total, pageSizes: PRODUCT_PARAMS.pageSizes, onChange: setPage, label: S.list.pagination }}
    >
      <ProductList
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
