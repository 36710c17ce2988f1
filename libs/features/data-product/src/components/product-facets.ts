import { PRODUCT_TYPES, type ProductListData, type ProductType } from '@portal/api-contract';
import type { FacetGroup } from '@portal/ui-kit';
import { PRODUCT_FACET_KEYS, type ProductFacetKey } from '../hooks/product-filters';
import type { DataProductText } from '../text';

const isProductType = (value: string): value is ProductType => (PRODUCT_TYPES as readonly string[]).includes(value);

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
      buckets:
        key === 'type'
          ? facets[key].map((bucket) => (isProductType(bucket.value) ? { ...bucket, label: t(`productType.${bucket.value}`) } : bucket))
          : facets[key],
      // Issue 19: names the server gives (domains, operators) are content, marked Chinese.
      contentLabels: key !== 'type',
    }))
  );
}
