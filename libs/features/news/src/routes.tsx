import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// Each loader's queries and contract load in a small chunk of their own beside the page's (issue 13:
// they stay out of every page's first load).

/** Spec §2 /dynamics and its hidden detail: each page's chunk and first data load together. */
export const newsRoutes = defineFeatureRoutes({
  feature: 'dynamics',
  routes: [
    {
      page: paths.dynamics,
      // Drawn without antd's code (issue 13: public pages load no antd scope).
      plain: true,
      lazy: () => import('./pages/news-list-page').then((module) => module.NewsListPage),
      loader: (location, ensure) => import('./route-data').then((data) => data.list(location, ensure)),
    },
    {
      page: paths.dynamics.detail,
      // Drawn without antd's code (issue 13: public pages load no antd scope).
      plain: true,
      hidden: true,
      lazy: () => import('./pages/news-detail-page').then((module) => module.NewsDetailPage),
      loader: (location, ensure) => import('./detail-data').then((data) => data.detail(location, ensure)),
    },
  ],
});
