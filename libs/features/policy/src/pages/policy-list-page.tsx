import { isId } from '@portal/api-contract';
import { Navigate } from 'react-router-dom';
import { useText } from '@portal/i18n';
import { FacetedListPage, useDetailParam } from '@portal/ui-kit';
import { policyQueries } from '../api/policy-queries';
import { PolicyDetailDrawer } from '../components/policy-detail-drawer';
import { policyFacetGroups } from '../components/policy-facets';
import { PolicyList } from '../components/policy-list';
import { POLICY_PARAMS } from '../hooks/policy-filters';
import { policyListPageStrings, policyText } from '../text';

/**
 * Spec §2 /policy: policies with the level and year facets (with counts), keyword
 * and pages in the URL (issue 5). A policy's full text opens over the list at
 * /policy?id=<id> — search results link there, so it works on direct load, and
 * back closes it.
 */
export function PolicyListPage() {
  const detail = useDetailParam('id');
  const t = useText(policyText);
  // An id that cannot exist is the same as an unknown one (code 4011 → /404).
  if (detail.id !== undefined && !isId(detail.id)) return <Navigate to="/404" replace />;
  return (
    <>
      <FacetedListPage
        params={POLICY_PARAMS}
        query={policyQueries.list}
        facetGroups={(data) => policyFacetGroups(data?.facets, t)}
        strings={policyListPageStrings(t)}
        renderList={(data, state) => <PolicyList {...state} items={data?.items} linkTo={detail.linkProps} />}
      />
      <PolicyDetailDrawer id={detail.id} onClose={detail.close} />
    </>
  );
}
