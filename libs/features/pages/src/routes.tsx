import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// Each loader's queries and contract load in a small chunk of their own beside the page's (issue 13:
// they stay out of every page's first load).

/** Spec §2 /about and /richTextCenter: two static pages edited by staff. */
export const aboutRoutes = defineFeatureRoutes({
  feature: 'about',
  routes: [
    {
      page: paths.about,
      // Drawn without antd's code (issue 13: public pages load no antd scope).
      plain: true,
      lazy: () => import('./pages/about-page').then((module) => module.AboutPage),
      loader: (location, ensure) => import('./route-data').then((data) => data.about(location, ensure)),
    },
  ],
});

export const privacyRoutes = defineFeatureRoutes({
  feature: 'richTextCenter',
  routes: [
    {
      page: paths.richTextCenter,
      // Drawn without antd's code (issue 13: public pages load no antd scope).
      plain: true,
      hidden: true,
      lazy: () => import('./pages/privacy-page').then((module) => module.PrivacyPage),
      loader: (location, ensure) => import('./route-data').then((data) => data.privacy(location, ensure)),
    },
  ],
});
