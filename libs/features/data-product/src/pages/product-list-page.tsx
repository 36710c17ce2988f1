import { useLocation } from 'react-router-dom';
import { FacetedListPage, sortOptions, type FacetedListStrings } from '@portal/ui-kit';
import { productQueries } from '../api/product-queries';
import { productFacetGroups } from '../components/product-facets';
import { ProductList } from '../components/product-list';
import { PRODUCT_PARAMS } from '../hooks/product-filters';
import { PRODUCT_STRINGS } from '../strings';

const S = PRODUCT_STRINGS;
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
  retry: S.list.retry,
  total: S.list.total,
};

/**
 * Spec §2 /dataProduct: data products with facets (domain, type, operator),
 * keyword, sort and pages — all of them in the URL (issue 5), so back/forward
 * restore a view. Previous results stay on screen (dimmed) while the next filters
 * load; a page past the last one moves to the last page (issue 21 §12).
 */
export function ProductListPage() {
  const { search } = useLocation();
  return (
    <FacetedListPage
      params={PRODUCT_PARAMS}
      query={productQueries.list}
      facetGroups={(data) => productFacetGroups(data?.facets)}
      skeletonGroups={3}
      strings={PAGE_STRINGS}
      sort={SORT}
      renderList={(data, state) => <ProductList {...state} items={data?.items} fromList={search} />}
    />
  );
}
