import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// The loader's queries and contract load in a small chunk of their own beside the page's (issue 13:
// they stay out of every page's first load).

/** Spec §2 /policy: the list, and the policy `?id=` opens over it (issue 5), loaded with the page. */
export const policyRoutes = defineFeatureRoutes({
  feature: 'policy',
  routes: [
    {
      page: paths.policy,
      // Drawn without antd's code (issue 13): the shell loads no antd scope with it.
      plain: true,
      lazy: () => import('./pages/policy-list-page').then((module) => module.PolicyListPage),
      loader: (location, ensure) => import('./route-data').then((data) => data.list(location, ensure)),
    },
  ],
});
