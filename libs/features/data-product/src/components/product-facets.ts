import { PRODUCT_TYPES, type ProductListData } from '@portal/api-contract';
import { namedBuckets, type FacetGroup } from '@portal/ui-kit';
import { PRODUCT_FACET_KEYS, type ProductFacetKey } from '../hooks/product-filters';
import type { DataProductText } from '../text';

/**
 * The facet groups of spec §2 /dataProduct (domain, type, operator), from the list's counts. The
 * types are named in the interface language; domains and operators keep the server's names.
 */
export function productFacetGroups(facets: ProductListData['facets'] | undefined, t: DataProductText): FacetGroup<ProductFacetKey>[] | undefined {
  return (
    facets &&
    PRODUCT_FACET_KEYS.map((key) => ({
      key,
      label: t(`facets.${key}`),
      buckets: key === 'type' ? namedBuckets(facets[key], PRODUCT_TYPES, (type) => t(`productType.${type}`)) : facets[key],
      // Issue 19: names the server gives (domains, operators) are content, marked Chinese.
      contentLabels: key !== 'type',
    }))
  );
}
