import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

const STAFF = ['admin', 'user'] as const;

/** The workspace homes and the user detail (spec §2 workspace children). */
export const workspaceRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    { page: paths.workspace.home, roles: STAFF, lazy: () => import('./pages/workspace-home-page').then((module) => module.WorkspaceHomePage) },
    { page: paths.workspace.workerHome, roles: ['second'], lazy: () => import('./pages/worker-home-page').then((module) => module.WorkerHomePage) },
    // Corporations see their own in the menu; staff open a corporation's from an application (?userId=).
    { page: paths.workspace.userDetail, navRoles: ['second'], lazy: () => import('./pages/user-detail-page').then((module) => module.UserDetailPage) },
  ],
});
