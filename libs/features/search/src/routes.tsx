import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// The loader's queries and contract load in a small chunk of their own beside the page's (issue 13:
// they stay out of every page's first load).

/** Spec §2 /search: the results of the query in the URL, loaded with the page. */
export const searchRoutes = defineFeatureRoutes({
  feature: 'search',
  routes: [
    {
      page: paths.search,
      // Drawn without antd's code (issue 13): the shell loads no antd scope with it.
      plain: true,
      lazy: () => import('./pages/search-page').then((module) => module.SearchPage),
      loader: (location, ensure) => import('./route-data').then((data) => data.results(location, ensure)),
    },
  ],
});
