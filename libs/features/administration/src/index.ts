/**
 * @portal/feature-administration: the workspace's administration area (issue 17): staff accounts
 * (list, detail, new, edit, enable/disable, reset password), roles and rights, and the audit log.
 * The pages load lazily from `@portal/feature-administration/routes`.
 */
export { administrationQueries } from './api/administration-queries';
export { administrationText } from './text';
