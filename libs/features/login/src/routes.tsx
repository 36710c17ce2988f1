import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

/** Spec §2 /login and /login/choose (CAS sign-in, then the SMS step; spec §4). */
export const loginRoutes = defineFeatureRoutes({
  feature: 'login',
  routes: [
    // Both drawn without antd's code (issue 13): native forms with antd's markup.
    { page: paths.login, plain: true, lazy: () => import('./pages/login-page').then((module) => module.LoginPage) },
    { page: paths.login.choose, plain: true, lazy: () => import('./pages/choose-page').then((module) => module.ChoosePage) },
  ],
});

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
