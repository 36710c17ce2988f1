import type { RightId } from '@portal/api-contract';
import { paths } from '@portal/site-config';
import { defineFeatureRoutes } from '@portal/ui-kit';
import { wallQueries } from './api/wall-queries';

/** Spec §2 /home: the content wall, its chunk and its blocks loading together. */
export const homeRoutes = defineFeatureRoutes({
  feature: 'home',
  routes: [
    {
      page: paths.home,
      // Drawn without antd's code (issue 13: the most visited page loads least).
      plain: true,
      lazy: () => import('./pages/home-page').then((module) => module.HomePage),
      loader: (_location, ensure) => ensure(wallQueries.wall()),
    },
  ],
});

// A literal, not the contract's constant: the route table is in the first load (issue 13).
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
