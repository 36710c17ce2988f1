import { isId } from '@portal/api-contract';
import type { RouteLoader } from '@portal/ui-kit';
import { policyQueries } from './api/policy-queries';
import { POLICY_PARAMS } from './hooks/policy-filters';

/** The first data of the feature's route (routes.tsx loads this module beside the page's chunk). */
export const list: RouteLoader = ({ searchParams }, ensure) => {
  const id = searchParams.get('id') ?? undefined;
  return Promise.all([ensure(policyQueries.list(POLICY_PARAMS.fromParams(searchParams))), isId(id) ? ensure(policyQueries.detail(id)) : undefined]);
};
