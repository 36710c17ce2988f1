/**
 * @portal/feature-workspace: the workspace homes (staff Home, corporation workerhome) and
 * the second-level user detail (issue 6, spec §2 workspace children). The pages load lazily
 * from `@portal/feature-workspace/pages`.
 */
export {};
