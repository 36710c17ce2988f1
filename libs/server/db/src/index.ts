export {
  openDatabase,
  isPostgres,
  migrateToLatest,
  pendingMigrations,
  DEFAULT_SQLITE_FILE,
  type DatabaseHandle,
  type DatabaseEngine,
  type DatabaseOptions,
} from './database';
export { newId, newRecordId, newToken, sha256 } from './ids';
export type * from './schema';
export { hashPassword, hashPasswordWithSalt, verifyPassword, needsRehash, SCRYPT_PARAMS } from './password';
export { WALL_METRICS, type WallMetric, type StoredWallBlock } from './content-wall';
export { attachmentUrl, renderAttachmentPdf, ATTACHMENT_KINDS, type AttachmentKind } from './attachments';
export { parseList } from './columns';
export { PREPARED } from './prepared-statements';
export { AUDIT_GENESIS } from './migrations/0018-audit-log';
export { BUILTIN_ROLES } from './migrations/0019-administration';
export { DATA_USE_ROLE_RIGHTS } from './migrations/0024-data-use';
export { withDeployLock, pingDatabase } from './deploy';
