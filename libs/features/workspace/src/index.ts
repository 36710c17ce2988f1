/**
 * @portal/feature-workspace: the workspace homes (staff Home, corporation workerhome) and
 * the second-level user detail (issue 6, spec §2 workspace children). The pages load lazily
 * from `@portal/feature-workspace/routes`; this entry gives the shell the query factory
 * (e.g. to invalidate the homes' counts) and the pages' addresses.
 */
export { workspaceQueries } from './api/workspace-queries';
export { workspaceText } from './text';
