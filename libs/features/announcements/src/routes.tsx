import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

/** Spec §2 workspace `annouce/:action`: the admin's announcements (list, add, edit). */
export const announcementRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    {
      page: paths.workspace.announcements,
      roles: ['admin'],
      right: 'announce:edit',
      navPath: paths.workspace.announcements.list(),
      lazy: () => import('./pages/announcement-page').then((module) => module.AnnouncementPage),
    },
  ],
});
