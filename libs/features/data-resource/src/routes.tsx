import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { resourceQueries } from './api/resource-queries';
import { RESOURCE_PARAMS, isResourceId } from './hooks/resource-filters';

/** Spec §2 /dataResource and its hidden detail: each page's chunk and first data load together. */
export const dataResourceRoutes = defineFeatureRoutes({
  feature: 'dataResource',
  routes: [
    {
      page: paths.dataResource,
      lazy: () => import('./pages/resource-list-page').then((module) => module.ResourceListPage),
      loader: ({ searchParams }, ensure) => ensure(resourceQueries.list(RESOURCE_PARAMS.fromParams(searchParams))),
    },
    {
      page: paths.dataResource.detail,
      hidden: true,
      lazy: () => import('./pages/resource-detail-page').then((module) => module.ResourceDetailPage),
      // An id that cannot exist goes to /404 from the page; nothing to load for it.
      loader: ({ params }, ensure) => (isResourceId(params['id']) ? ensure(resourceQueries.detail(params['id'])) : undefined),
    },
  ],
});
