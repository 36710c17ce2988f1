import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// The loader's queries and contract load in a small chunk of their own beside the page's (issue 13:
// they stay out of every page's first load).

/** Spec §2 /applylist: the list, and the call `?id=` opens over it (issue 5), loaded with the page. */
export const callRoutes = defineFeatureRoutes({
  feature: 'applylist',
  routes: [
    {
      page: paths.applylist,
      // Drawn without antd's code (issue 13); a signed-in corporation's response form brings antd's scope when it loads.
      plain: true,
      lazy: () => import('./pages/call-list-page').then((module) => module.CallListPage),
      loader: (location, ensure) => import('./route-data').then((data) => data.list(location, ensure)),
    },
  ],
});
