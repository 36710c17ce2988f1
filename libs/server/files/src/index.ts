export type { FileUsage, StoredFileFacts } from './file-usage';
export { findStoredFiles, deleteStoredFile, type StoredFileMeta } from './stored-files.repository';
