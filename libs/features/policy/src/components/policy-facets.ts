import { POLICY_LEVELS, type PolicyListData } from '@portal/api-contract';
import { namedBuckets, type FacetGroup } from '@portal/ui-kit';
import { POLICY_FACET_KEYS, type PolicyFacetKey } from '../hooks/policy-filters';
import type { PolicyText } from '../text';

/** The facet groups of /policy (level, year), from the list's counts. */
export function policyFacetGroups(facets: PolicyListData['facets'] | undefined, t: PolicyText): FacetGroup<PolicyFacetKey>[] | undefined {
  return (
    facets &&
    POLICY_FACET_KEYS.map((key) => ({
      key,
      label: t(`facets.${key}`),
      buckets: key === 'level' ? namedBuckets(facets[key], POLICY_LEVELS, (level) => t(`level.${level}`)) : facets[key],
      // The years are the server's labels (2026年): content, marked Chinese.
      contentLabels: key === 'year',
    }))
  );
}
