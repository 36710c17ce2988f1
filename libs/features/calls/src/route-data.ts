import { isId } from '@portal/api-contract';
import type { RouteLoader } from '@portal/ui-kit';
import { callQueries } from './api/call-queries';
import { loadCallDetailDrawer } from './components/load-call-detail-drawer';
import { CALL_PARAMS } from './hooks/call-filters';

/**
 * The first data of the feature's route (routes.tsx loads this module beside the page's chunk); with
 * an open call, its data and the drawer's chunk too (a failed chunk is left to the page, which loads it again).
 */
export const list: RouteLoader = ({ searchParams }, ensure) => {
  const id = searchParams.get('id') ?? undefined;
  return Promise.all([
    ensure(callQueries.list(CALL_PARAMS.fromParams(searchParams))),
    isId(id) ? ensure(callQueries.detail(id)) : undefined,
    isId(id) ? loadCallDetailDrawer().catch(() => undefined) : undefined,
  ]);
};
