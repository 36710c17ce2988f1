/**
 * @portal/feature-data-use: using conditional data in the workspace (issue 22) — apply, my
 * applications and authorizations with their app keys, first and final review, authorization
 * management. The pages load lazily from `@portal/feature-data-use/routes`; this entry gives the
 * query factory and the catalogue.
 */
export { dataUseQueries } from './api/data-use-queries';
export { dataUseText } from './text';
