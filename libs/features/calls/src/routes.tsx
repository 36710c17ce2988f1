import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { callQueries } from './api/call-queries';
import { isCallId } from './api/get-call';
import { CALL_PARAMS } from './hooks/call-filters';

/** Spec §2 /applylist: the list, and the call `?id=` opens over it (issue 5), loaded with the page. */
export const callRoutes = defineFeatureRoutes({
  feature: 'applylist',
  routes: [
    {
      page: paths.applylist,
      lazy: () => import('./pages/call-list-page').then((module) => module.CallListPage),
      loader: ({ searchParams }, ensure) => {
        const id = searchParams.get('id') ?? undefined;
        return Promise.all([ensure(callQueries.list(CALL_PARAMS.fromParams(searchParams))), isCallId(id) ? ensure(callQueries.detail(id)) : undefined]);
      },
    },
  ],
});

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
