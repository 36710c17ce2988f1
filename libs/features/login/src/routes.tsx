import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

/** Spec §2 /login and /login/choose (CAS sign-in, then the SMS step; spec §4). */
export const loginRoutes = defineFeatureRoutes({
  feature: 'login',
  routes: [
    { page: paths.login, lazy: () => import('./pages/login-page').then((module) => module.LoginPage) },
    { page: paths.login.choose, lazy: () => import('./pages/choose-page').then((module) => module.ChoosePage) },
  ],
});
