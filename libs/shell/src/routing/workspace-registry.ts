import { announcementRoutes } from '@portal/feature-announcements/routes';
import { callWorkspaceRoutes } from '@portal/feature-calls/workspace-routes';
import { wallEditorRoutes } from '@portal/feature-home/workspace-routes';
import { firstPasswordRoutes } from '@portal/feature-login/workspace-routes';
import { administrationRoutes } from '@portal/feature-administration/routes';
import { analyticsRoutes } from '@portal/feature-analytics/routes';
import { onboardingRoutes } from '@portal/feature-onboarding/routes';
import { dataUseRoutes } from '@portal/feature-data-use/routes';
import { notificationRoutes } from '@portal/feature-notifications/routes';
import { workspaceRoutes } from '@portal/feature-workspace/routes';
import type { UserType } from '@portal/api-contract';
import { paths } from '@portal/site-config';
import type { FeatureRoutes } from '@portal/ui-kit';
import { place, type PlacedRoute } from './route-registry';

/*
 * The workspace's routes (issue 13: not in the first load). A visitor of the public pages never
 * needs them: the router discovers them on the first navigation into /workspace (routes.tsx,
 * patchRoutesOnNavigation), and the workspace frame reads its menu from here.
 */

/** In the order of the workspace menu. */
export const WORKSPACE_ROUTES: readonly FeatureRoutes[] = [
  workspaceRoutes,
  notificationRoutes,
  announcementRoutes,
  onboardingRoutes,
  dataUseRoutes,
  callWorkspaceRoutes,
  administrationRoutes,
  wallEditorRoutes,
  analyticsRoutes,
  firstPasswordRoutes,
];

export const WORKSPACE_PAGES: readonly PlacedRoute[] = place(WORKSPACE_ROUTES, paths.workspace);

/** The workspace menu of a user type. */
export function workspaceMenu(userType: UserType | undefined, rights: readonly string[] = []): PlacedRoute[] {
  return WORKSPACE_PAGES.filter(
    (page) =>
      !page.hidden &&
      userType !== undefined &&
      (page.navRoles ?? page.roles ?? [userType]).includes(userType) &&
      (page.right === undefined || rights.includes(page.right)),
  );
}
