import { FILE_UPLOAD_PATHS } from '@portal/api-contract';
import { uploadFile } from '@portal/api-client';

/** A corporation's application attachment. */
export const uploadAttachment = (file: File, signal?: AbortSignal) => uploadFile(FILE_UPLOAD_PATHS.second, file, signal ? { signal } : {});
/** An admin's entry template. */
export const uploadTemplate = (file: File, signal?: AbortSignal) =>
  uploadFile(FILE_UPLOAD_PATHS.primary, file, { purpose: 'template', ...(signal ? { signal } : {}) });
