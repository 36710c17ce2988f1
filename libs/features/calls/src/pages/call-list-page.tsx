import { Suspense, lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { CALL_STATUSES, type CallListData, isId } from '@portal/api-contract';
import { useText, withLocaleReady } from '@portal/i18n';
import { FacetedListPage, namedBuckets, useDetailParam, type FacetGroup } from '@portal/ui-kit';
import { callQueries } from '../api/call-queries';
import { loadCallDetailDrawer } from '../components/load-call-detail-drawer';
import { CallList } from '../components/call-list';
import { CALL_PARAMS, type CallFacetKey } from '../hooks/call-filters';
import { callListPageStrings, callsText, type CallsText } from '../text';

/** The status facet; a status the contract knows reads in the active language, another as the server names it. */
const statusGroups = (data: CallListData | undefined, t: CallsText): FacetGroup<CallFacetKey>[] | undefined =>
  data && [
    {
      key: 'status',
      label: t('facets.status'),
      buckets: namedBuckets(data.facets.status, CALL_STATUSES, (status) => t(`status.${status}`)),
    },
  ];

/**
 * An open call, over the list: its chunk loads with `?id=` (the route's loader loads it beside the
 * call's data), and shows once any catalogue it declares has the active language.
 */
const CallDetailDrawer = lazy(withLocaleReady(() => loadCallDetailDrawer().then((module) => ({ default: module.CallDetailDrawer }))));

/**
 * Spec §2 /applylist: calls for collection with the status facet (征集中/已截止,
 * with counts), keyword and pages in the URL (issue 5). A call opens over the list
 * at /applylist?id=<id>, where a signed-in corporation responds.
 */
export function CallListPage() {
  const t = useText(callsText);
  const detail = useDetailParam('id');
  // An id that cannot exist is the same as an unknown one (code 4011 → /404).
  if (detail.id !== undefined && !isId(detail.id)) return <Navigate to="/404" replace />;
  return (
    <>
      <FacetedListPage
        params={CALL_PARAMS}
        query={callQueries.list}
        facetGroups={(data) => statusGroups(data, t)}
        skeletonGroups={1}
        strings={callListPageStrings(t)}
        renderList={(data, state) => <CallList {...state} items={data?.items} linkTo={detail.linkProps} />}
      />
      {detail.id === undefined ? null : (
        <Suspense fallback={null}>
          <CallDetailDrawer id={detail.id} onClose={detail.close} />
        </Suspense>
      )}
    </>
  );
}
