import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

/** The domain-onboarding workspace pages (spec §2 workspace children; architecture §6). */
export const onboardingRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    { page: paths.workspace.apply, roles: ['second'], lazy: () => import('./pages/apply-page').then((module) => module.ApplyPage) },
    { page: paths.workspace.applicationDetail, hidden: true, lazy: () => import('./pages/detail-page').then((module) => module.ApplicationDetailPage) },
    { page: paths.workspace.firstReview, roles: ['user'], lazy: () => import('./pages/review-page').then((module) => module.FirstReviewPage) },
    { page: paths.workspace.finalReview, roles: ['admin'], lazy: () => import('./pages/review-page').then((module) => module.FinalReviewPage) },
    { page: paths.workspace.reviewResult, hidden: true, lazy: () => import('./pages/result-page').then((module) => module.ReviewResultPage) },
  ],
});
