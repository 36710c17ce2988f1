import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { isNewsId } from './api/get-news';
import { newsQueries } from './api/news-queries';
import { NEWS_PARAMS } from './hooks/news-filters';

/** Spec §2 /dynamics and its hidden detail: each page's chunk and first data load together. */
export const newsRoutes = defineFeatureRoutes({
  feature: 'dynamics',
  routes: [
    {
      page: paths.dynamics,
      lazy: () => import('./pages/news-list-page').then((module) => module.NewsListPage),
      loader: ({ searchParams }, ensure) => ensure(newsQueries.list(NEWS_PARAMS.fromParams(searchParams))),
    },
    {
      page: paths.dynamics.detail,
      hidden: true,
      lazy: () => import('./pages/news-detail-page').then((module) => module.NewsDetailPage),
      loader: ({ params }, ensure) => (isNewsId(params['id']) ? ensure(newsQueries.detail(params['id'])) : undefined),
    },
  ],
});
