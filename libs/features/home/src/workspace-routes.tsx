import type { RightId } from '@portal/api-contract';
import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';

// The feature's workspace pages: loaded with the workspace's route table, never in a public page's first load (issue 13).

// A literal, not the contract's constant: route tables stay free of the contract's schemas (issue 13).
const CONTENT_EDIT_RIGHT: RightId = 'content:edit';

/** Issue 18: the content wall editor of each site (drafts, preview, publish, rollback), in the workspace. */
export const wallEditorRoutes = defineFeatureRoutes({
  feature: 'workspace',
  routes: [
    {
      page: paths.workspace.contentWall,
      roles: ['admin'],
      right: CONTENT_EDIT_RIGHT,
      lazy: () => import('./editor/wall-editor-page').then((module) => module.WallEditorPage),
    },
  ],
});
