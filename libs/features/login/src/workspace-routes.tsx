import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// The feature's workspace pages: loaded with the workspace's route table, never in a public page's first load (issue 13).

/** Issue 17: the first sign-in with a temporary password changes it here first (a workspace page, outside the menu). */
export const firstPasswordRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    {
      page: paths.workspace.password,
      hidden: true,
      roles: ['admin', 'user'],
      lazy: () => import('./pages/first-password-page').then((module) => module.FirstPasswordPage),
    },
  ],
});
