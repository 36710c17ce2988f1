/**
 * The workspace home and user-detail pages (issue 6, spec §2 workspace children), a
 * separate entry (`@portal/feature-workspace/pages`) so the shell loads them lazily.
 */
export { WorkspaceHomePage } from './pages/workspace-home-page';
export { WorkerHomePage } from './pages/worker-home-page';
export { UserDetailPage } from './pages/user-detail-page';
