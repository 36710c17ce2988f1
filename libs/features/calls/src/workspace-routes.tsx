import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// The feature's workspace pages: loaded with the workspace's route table, never in a public page's first load (issue 13).

/** Issue 21 §10c: the corporation's 我的反馈, a workspace page (docs/decisions/0017). */
export const callWorkspaceRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    {
      page: paths.workspace.callResponses,
      roles: ['second'],
      lazy: () => import('./pages/my-responses-page').then((module) => module.MyResponsesPage),
    },
  ],
});
