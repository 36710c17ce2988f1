import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { isPolicyId } from './api/get-policy';
import { policyQueries } from './api/policy-queries';
import { POLICY_PARAMS } from './hooks/policy-filters';

/** Spec §2 /policy: the list, and the policy `?id=` opens over it (issue 5), loaded with the page. */
export const policyRoutes = defineFeatureRoutes({
  feature: 'policy',
  routes: [
    {
      page: paths.policy,
      lazy: () => import('./pages/policy-list-page').then((module) => module.PolicyListPage),
      loader: ({ searchParams }, ensure) => {
        const id = searchParams.get('id') ?? undefined;
        return Promise.all([ensure(policyQueries.list(POLICY_PARAMS.fromParams(searchParams))), isPolicyId(id) ? ensure(policyQueries.detail(id)) : undefined]);
      },
    },
  ],
});
