export { openDatabase, migrateToLatest, DEFAULT_SQLITE_FILE, type DatabaseHandle, type DatabaseEngine, type DatabaseOptions } from './database';
export { newId, newToken, sha256 } from './ids';
export type * from './schema';
