import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// Each loader's queries and contract load in a small chunk of their own beside the page's (issue 13:
// they stay out of every page's first load).

/** Spec §2 /dataResource and its hidden detail: each page's chunk and first data load together. */
export const dataResourceRoutes = defineFeatureRoutes({
  feature: 'dataResource',
  routes: [
    {
      page: paths.dataResource,
      // Drawn without antd's code (issue 13: public pages load no antd scope).
      plain: true,
      lazy: () => import('./pages/resource-list-page').then((module) => module.ResourceListPage),
      loader: (location, ensure) => import('./route-data').then((data) => data.list(location, ensure)),
    },
    {
      page: paths.dataResource.detail,
      // Drawn without antd's code (issue 13: public pages load no antd scope).
      plain: true,
      hidden: true,
      lazy: () => import('./pages/resource-detail-page').then((module) => module.ResourceDetailPage),
      // An id that cannot exist goes to /404 from the page; nothing to load for it.
      loader: (location, ensure) => import('./detail-data').then((data) => data.detail(location, ensure)),
    },
  ],
});
