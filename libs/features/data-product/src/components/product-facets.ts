import type { ProductListData } from '@portal/api-contract';
import type { FacetGroup } from '@portal/ui-kit';
import { PRODUCT_FACET_KEYS, type ProductFacetKey } from '../hooks/product-filters';
import { PRODUCT_STRINGS } from '../strings';

/** The facet groups of spec §2 /dataProduct (domain, type, operator), from the list's counts. */
export function productFacetGroups(facets: ProductListData['facets'] | undefined): FacetGroup<ProductFacetKey>[] | undefined {
  return facets && PRODUCT_FACET_KEYS.map((key) => ({ key, label: PRODUCT_STRINGS.facets[key], buckets: facets[key] }));
}
