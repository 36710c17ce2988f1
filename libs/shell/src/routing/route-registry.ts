import { callRoutes } from '@portal/feature-calls/routes';
import { homeRoutes } from '@portal/feature-home/routes';
import { loginRoutes } from '@portal/feature-login/routes';
import { dataProductRoutes } from '@portal/feature-data-product/routes';
import { dataResourceRoutes } from '@portal/feature-data-resource/routes';
import { newsRoutes } from '@portal/feature-news/routes';
import { aboutRoutes, privacyRoutes } from '@portal/feature-pages/routes';
import { policyRoutes } from '@portal/feature-policy/routes';
import { searchRoutes } from '@portal/feature-search/routes';
import type { UserType } from '@portal/api-contract';
import { paths, relativePath, type Feature, type PageEntry } from '@portal/site-config';
import { defineFeatureRoutes, type FeatureRoute, type FeatureRoutes } from '@portal/ui-kit';

/** Issue 21 §14: the site map every government site carries (the shell's own page: it reads the registry). */
const siteMapRoutes = defineFeatureRoutes({
  feature: 'home',
  routes: [
    { page: paths.siteMap, hidden: true, plain: true, lazy: () => import('../pages/site-map-page').then((module) => module.default) },
    // Issue 19: the accessibility statement, about the portal itself (not staff content).
    { page: paths.accessibility, hidden: true, plain: true, lazy: () => import('../pages/accessibility-page').then((module) => module.default) },
  ],
});

/**
 * Every route of spec §2, composed from the features' own route lists (issue 13: a page is one
 * entry in its feature's `routes.tsx`). Public pages mount under `/`, workspace pages under
 * `/workspace`; the site's enabled features decide which are there.
 */
export const PUBLIC_ROUTES: readonly FeatureRoutes[] = [
  homeRoutes,
  dataResourceRoutes,
  dataProductRoutes,
  newsRoutes,
  policyRoutes,
  aboutRoutes,
  searchRoutes,
  callRoutes,
  privacyRoutes,
  siteMapRoutes,
  loginRoutes,
];

/** A feature's route, placed: its path relative to its area and the feature that turns it on. */
export interface PlacedRoute extends FeatureRoute {
  feature: Feature;
  /** Relative to `/` (public) or `/workspace`. */
  path: string;
  /** The section a child page belongs to (a detail's list): the feature's page whose path is a prefix. */
  section: PageEntry | undefined;
}

export function place(groups: readonly FeatureRoutes[], area: PageEntry | { path: '/' }): PlacedRoute[] {
  return groups.flatMap(({ feature, routes }) =>
    routes.map((route) => ({
      ...route,
      feature,
      path: relativePath(route.page, area),
      section: routes.find((other) => other !== route && route.page.path.startsWith(`${other.page.path}/`))?.page,
    })),
  );
}

export const PUBLIC_PAGES: readonly PlacedRoute[] = place(PUBLIC_ROUTES, { path: '/' });

/** The workspace's first page for a user type (`/workspace` redirects there). */
export const workspaceHomePath = (userType: UserType | undefined) =>
  relativePath(userType === 'second' ? paths.workspace.workerHome : paths.workspace.home, paths.workspace);

/** The handle's label of a registry page (ui-kit's `pageLabel` names it in the interface language). */
export const labelOf = ({ path, label }: PageEntry) => ({ label, page: { path, label } });
