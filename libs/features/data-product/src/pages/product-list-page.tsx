import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useText } from '@portal/i18n';
import { FacetedListPage, sortOptions } from '@portal/ui-kit';
import { productQueries } from '../api/product-queries';
import { productFacetGroups } from '../components/product-facets';
import { ProductList } from '../components/product-list';
import { PRODUCT_PARAMS } from '../hooks/product-filters';
import { dataProductText, productListPageStrings, productSortLabels } from '../text';

/**
 * Spec §2 /dataProduct: data products with facets (domain, type, operator),
 * keyword, sort and pages — all of them in the URL (issue 5), so back/forward
 * restore a view. Previous results stay on screen (dimmed) while the next filters
 * load; a page past the last one moves to the last page (issue 21 §12).
 */
export function ProductListPage() {
  const { search } = useLocation();
  const t = useText(dataProductText);
  const strings = useMemo(() => productListPageStrings(t), [t]);
  const sort = useMemo(() => ({ label: t('sort.label'), options: sortOptions(productSortLabels(t)) }), [t]);
  return (
    <FacetedListPage
      params={PRODUCT_PARAMS}
      query={productQueries.list}
      facetGroups={(data) => productFacetGroups(data?.facets, t)}
      skeletonGroups={3}
      strings={strings}
      sort={sort}
      renderList={(data, state) => <ProductList {...state} items={data?.items} fromList={search} />}
    />
  );
}
