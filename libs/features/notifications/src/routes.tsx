import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

/** Issue 22: the signed-in account's notifications and its SMS setting, a workspace page of every user type. */
export const notificationRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    {
      page: paths.workspace.notifications,
      roles: ['admin', 'user', 'second'],
      lazy: () => import('./pages/notifications-page').then((module) => module.NotificationsPage),
    },
  ],
});
