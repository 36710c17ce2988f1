/*
 * The audit log's fixed vocabulary (decision 0028), as codes: their names are the catalogue's
 * (`audit.action.*`, `audit.group.*`, `audit.role.*`, `audit.target.*`). A code the screen does not
 * know yet is shown as it is.
 */

/** Known action codes, in the order the action filter lists them. */
export const AUDIT_ACTIONS = [
  'login.success',
  'login.password.refused',
  'login.sso.refused',
  'login.code.refused',
  'review.first.pass',
  'review.first.reject',
  'review.first.return',
  'review.final.pass',
  'review.final.reject',
  'review.final.return',
  'entry-config.status',
  'entry-config.update',
  'entry-config.delete',
  'announcement.create',
  'announcement.edit',
  'announcement.publish',
  'announcement.offline',
  'admin.create',
  'admin.update',
  'admin.reset-password',
  'admin.disable',
  'admin.enable',
  'role.create',
  'role.update',
  'account.password.change',
  'account.password.first-change',
  'user.disable',
  'user.enable',
  'dictionary.create',
  'dictionary.update',
  'dictionary.delete',
  'wall.save',
  'wall.discard',
  'wall.publish',
  'wall.rollback',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The action filter's groups: each is a prefix (ending in '.') the server matches, and its name's key. */
export const AUDIT_ACTION_GROUPS = [
  { prefix: 'login.', key: 'login' },
  { prefix: 'review.', key: 'review' },
  { prefix: 'entry-config.', key: 'entry-config' },
  { prefix: 'announcement.', key: 'announcement' },
  { prefix: 'admin.', key: 'admin' },
  { prefix: 'role.', key: 'role' },
  { prefix: 'account.password.', key: 'account-password' },
  { prefix: 'user.', key: 'user' },
  { prefix: 'dictionary.', key: 'dictionary' },
  { prefix: 'wall.', key: 'wall' },
] as const;

/** The actors' account types. */
export const AUDIT_ACTOR_ROLES = ['admin', 'user', 'second', 'anonymous'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** The targets' types. */
export const AUDIT_TARGET_TYPES = ['account', 'role', 'news', 'domain', 'application', 'login', 'login-attempt', 'dictionary-group'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const isAuditAction = isOneOf(AUDIT_ACTIONS);
export const isAuditActorRole = isOneOf(AUDIT_ACTOR_ROLES);
export const isAuditTargetType = isOneOf(AUDIT_TARGET_TYPES);
