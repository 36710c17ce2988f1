import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

/**
 * The data-use workspace pages (issue 22): a corporation applies to use conditional data and takes its
 * app keys; the resource department's reviewers and the platform decide; the platform manages the
 * authorizations. The server checks every call again (user type, right, department, row).
 */
export const dataUseRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    { page: paths.workspace.dataUseMine, roles: ['second'], lazy: () => import('./pages/mine-page').then((module) => module.DataUseMinePage) },
    // Opened from a resource (?resourceId=) or an application (?id=), not from the menu.
    { page: paths.workspace.dataUseApply, roles: ['second'], hidden: true, lazy: () => import('./pages/apply-page').then((module) => module.ApplyPage) },
    { page: paths.workspace.dataUseDetail, hidden: true, lazy: () => import('./pages/detail-page').then((module) => module.DataUseDetailPage) },
    {
      page: paths.workspace.dataUseFirstReview,
      roles: ['user'],
      right: 'data-use:first-review',
      lazy: () => import('./pages/review-page').then((module) => module.DataUseFirstReviewPage),
    },
    {
      page: paths.workspace.dataUseFinalReview,
      roles: ['admin'],
      right: 'data-use:final-review',
      lazy: () => import('./pages/review-page').then((module) => module.DataUseFinalReviewPage),
    },
    {
      page: paths.workspace.authorizations,
      roles: ['admin'],
      right: 'data-use:final-review',
      lazy: () => import('./pages/authorizations-page').then((module) => module.AuthorizationsPage),
    },
  ],
});
