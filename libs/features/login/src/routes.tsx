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
