import type { ResourceListData } from '@portal/api-contract';
import type { FacetGroup } from '@portal/ui-kit';
import { FACET_KEYS, type FacetKey } from '../hooks/resource-filters';
import { RESOURCE_STRINGS } from '../strings';

/** The facet groups of spec §2 /dataResource, in the panel's order, from the list's counts. */
export function resourceFacetGroups(facets: ResourceListData['facets'] | undefined): FacetGroup<FacetKey>[] | undefined {
  return facets && FACET_KEYS.map((key) => ({ key, label: RESOURCE_STRINGS.facets[key], buckets: facets[key] }));
}
