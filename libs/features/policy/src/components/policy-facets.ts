import type { PolicyListData } from '@portal/api-contract';
import type { FacetGroup } from '@portal/ui-kit';
import { POLICY_FACET_KEYS, type PolicyFacetKey } from '../hooks/policy-filters';
import { POLICY_STRINGS } from '../strings';

/** The facet groups of /policy (level, year), from the list's counts. */
export function policyFacetGroups(facets: PolicyListData['facets'] | undefined): FacetGroup<PolicyFacetKey>[] | undefined {
  return facets && POLICY_FACET_KEYS.map((key) => ({ key, label: POLICY_STRINGS.facets[key], buckets: facets[key] }));
}
