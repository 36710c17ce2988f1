import { OPEN_TYPES, UPDATE_FREQUENCIES, type FacetBucket, type ResourceListData } from '@portal/api-contract';
import { namedBuckets, type FacetGroup } from '@portal/ui-kit';
import { FACET_KEYS, type FacetKey } from '../hooks/resource-filters';
import type { DataResourceText } from '../text';

/** A facet's buckets: open types and frequencies (fixed by the contract) in the interface language; domains and departments keep the server's names, formats their codes. */
function bucketsOf(key: FacetKey, buckets: FacetBucket[], t: DataResourceText) {
  if (key === 'openType') return namedBuckets(buckets, OPEN_TYPES, (type) => t(`openType.${type}`));
  if (key === 'frequency') return namedBuckets(buckets, UPDATE_FREQUENCIES, (frequency) => t(`frequency.${frequency}`));
  return buckets;
}

/** The facet groups of spec §2 /dataResource, in the panel's order, from the list's counts. */
export function resourceFacetGroups(facets: ResourceListData['facets'] | undefined, t: DataResourceText): FacetGroup<FacetKey>[] | undefined {
  return (
    facets &&
    FACET_KEYS.map((key) => ({
      key,
      label: t(`facets.${key}`),
      buckets: bucketsOf(key, facets[key], t),
      // Issue 19: names the server gives (domains, departments) are content, marked Chinese.
      contentLabels: key === 'domain' || key === 'department',
    }))
  );
}
