import type { RightId } from '@portal/api-contract';
import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// A literal, not the contract's constant: the route table is in the first load (issue 13).
const ANALYTICS_RIGHT: RightId = 'analytics:view';

/** Issue 18: usage analytics of the portal (page views, details, downloads, searches, the onboarding funnel). */
export const analyticsRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    {
      page: paths.workspace.analytics,
      roles: ['admin'],
      right: ANALYTICS_RIGHT,
      lazy: () => import('./analytics-page').then((module) => module.AnalyticsPage),
    },
  ],
});
