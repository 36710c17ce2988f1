import { POLICY_LEVELS, type PolicyLevel, type PolicyListData } from '@portal/api-contract';

const isPolicyLevel = (value: string): value is PolicyLevel => (POLICY_LEVELS as readonly string[]).includes(value);
import type { FacetGroup } from '@portal/ui-kit';
import { POLICY_FACET_KEYS, type PolicyFacetKey } from '../hooks/policy-filters';
import type { PolicyText } from '../text';

/** The facet groups of /policy (level, year), from the list's counts. */
export function policyFacetGroups(facets: PolicyListData['facets'] | undefined, t: PolicyText): FacetGroup<PolicyFacetKey>[] | undefined {
  return (
    facets &&
    POLICY_FACET_KEYS.map((key) => ({
      key,
      label: t(`facets.${key}`),
      buckets:
        key === 'level' ? facets[key].map((bucket) => (isPolicyLevel(bucket.value) ? { ...bucket, label: t(`level.${bucket.value}`) } : bucket)) : facets[key],
      // The years are the server's labels (2026年): content, marked Chinese.
      contentLabels: key === 'year',
    }))
  );
}
