import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { newsRoutes } from './news';
import { policyRoutes } from './policies';
import { callRoutes } from './call-responses';
import { pageRoutes } from './pages';
import { searchRoutes } from './search';
import { onboardingRoutes } from './onboarding';
import { announcementRoutes } from './announcements';
import { workspaceRoutes } from './workspace';
import type { RouteDef } from './route';
import { healthRoutes } from './health';
import { auditRoutes } from './audit';
import { administrationRoutes } from './administration';
import { userRoutes } from './users';
import { dictionaryRoutes } from './dictionary';
import { contentEditorRoutes } from './content-editor';
import { analyticsRoutes } from './analytics';
import { deliveryRoutes } from './delivery';
import { dataUseRoutes } from './data-use';
import { notificationRoutes } from './notifications';

/** Every call of the API, grouped; the server registers routes from ROUTE_TABLE. */
export const API = {
  auth: authRoutes,
  content: contentRoutes,
  contentEditor: contentEditorRoutes,
  analytics: analyticsRoutes,
  catalogue: catalogueRoutes,
  delivery: deliveryRoutes,
  dataUse: dataUseRoutes,
  notifications: notificationRoutes,
  news: newsRoutes,
  policies: policyRoutes,
  calls: callRoutes,
  pages: pageRoutes,
  search: searchRoutes,
  onboarding: onboardingRoutes,
  announcements: announcementRoutes,
  workspace: workspaceRoutes,
  audit: auditRoutes,
  administration: administrationRoutes,
  users: userRoutes,
  dictionary: dictionaryRoutes,
  health: healthRoutes,
} as const;

/** The flat route table (method, path, schemas, summary). */
export const ROUTE_TABLE: readonly RouteDef[] = Object.values(API).flatMap((group) => Object.values(group) as RouteDef[]);
