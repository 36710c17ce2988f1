import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { pageQueries } from './api/pages-queries';

/** Spec §2 /about and /richTextCenter: two static pages edited by staff. */
export const aboutRoutes = defineFeatureRoutes({
  feature: 'about',
  routes: [
    {
      page: paths.about,
      lazy: () => import('./pages/about-page').then((module) => module.AboutPage),
      loader: (_location, ensure) => ensure(pageQueries.detail('about')),
    },
  ],
});

export const privacyRoutes = defineFeatureRoutes({
  feature: 'richTextCenter',
  routes: [
    {
      page: paths.richTextCenter,
      hidden: true,
      lazy: () => import('./pages/privacy-page').then((module) => module.PrivacyPage),
      loader: (_location, ensure) => ensure(pageQueries.detail('privacy')),
    },
  ],
});
