import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { searchQueries } from './api/search-queries';
import { searchParamsFrom } from './hooks/search-params';

/** Spec §2 /search: the results of the query in the URL, loaded with the page. */
export const searchRoutes = defineFeatureRoutes({
  feature: 'search',
  routes: [
    {
      page: paths.search,
      lazy: () => import('./pages/search-page').then((module) => module.SearchPage),
      loader: ({ searchParams }, ensure) => {
        const params = searchParamsFrom(searchParams);
        return params.q === '' ? undefined : ensure(searchQueries.results(params));
      },
    },
  ],
});
