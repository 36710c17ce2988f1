import { OPEN_TYPES, UPDATE_FREQUENCIES, type FacetBucket, type ResourceListData } from '@portal/api-contract';
import type { FacetGroup } from '@portal/ui-kit';
import { FACET_KEYS, type FacetKey } from '../hooks/resource-filters';
import type { DataResourceText } from '../text';

const isIn = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** A bucket of a facet whose values the contract fixes (open type, frequency), named in the interface language. */
function bucketLabel(key: FacetKey, bucket: FacetBucket, t: DataResourceText): string {
  if (key === 'openType' && isIn(OPEN_TYPES, bucket.value)) return t(`openType.${bucket.value}`);
  if (key === 'frequency' && isIn(UPDATE_FREQUENCIES, bucket.value)) return t(`frequency.${bucket.value}`);
  // Domains and departments keep the server's names; formats are their codes.
  return bucket.label;
}

/** The facet groups of spec §2 /dataResource, in the panel's order, from the list's counts. */
export function resourceFacetGroups(facets: ResourceListData['facets'] | undefined, t: DataResourceText): FacetGroup<FacetKey>[] | undefined {
  return (
    facets &&
    FACET_KEYS.map((key) => ({
      key,
      label: t(`facets.${key}`),
      buckets: facets[key].map((bucket) => ({ ...bucket, label: bucketLabel(key, bucket, t) })),
      // Issue 19: names the server gives (domains, departments) are content, marked Chinese.
      contentLabels: key === 'domain' || key === 'department',
    }))
  );
}
