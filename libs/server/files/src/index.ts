export type { FileUsage, StoredFileFacts } from './file-usage';
export { findStoredFiles, deleteStoredFile, type StoredFileMeta } from './stored-files.repository';
export { createFilesService, fileForDownload, storeUpload, type FilesService, type FilesServiceOptions, type UploadInput } from './files.service';
export { sweepUnattached } from './files.sweep';
export {
  UPLOAD_QUOTA,
  checkUpload,
  cleanFileName,
  contentMatches,
  downloadDecision,
  quotaRefusal,
  unclaimedFileAllowed,
  type DownloadDecision,
  type UploadQuota,
  type UploadRefusal,
} from './files.policy';
