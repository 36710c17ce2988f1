import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { wallQueries } from './api/wall-queries';

/** Spec §2 /home: the content wall, its chunk and its blocks loading together. */
export const homeRoutes = defineFeatureRoutes({
  feature: 'home',
  routes: [
    {
      page: paths.home,
      // Drawn without antd's code (issue 13: the most visited page loads least).
      plain: true,
      lazy: () => import('./pages/home-page').then((module) => module.HomePage),
      loader: (_location, ensure) => ensure(wallQueries.wall()),
    },
  ],
});
