import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { wallQueries } from './api/wall-queries';

/** Spec §2 /home: the content wall, its chunk and its blocks loading together. */
export const homeRoutes = defineFeatureRoutes({
  feature: 'home',
  routes: [
    {
      page: paths.home,
      lazy: () => import('./pages/home-page').then((module) => module.HomePage),
      loader: (_location, ensure) => ensure(wallQueries.wall()),
    },
  ],
});
