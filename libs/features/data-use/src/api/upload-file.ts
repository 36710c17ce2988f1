import { FILE_UPLOAD_PATHS } from '@portal/api-contract';
import { uploadFile } from '@portal/api-client';

/** An attachment of an application to use data (POST /second/file/upload, purpose data-use). */
export const uploadDataUseAttachment = (file: File, signal?: AbortSignal) =>
  uploadFile(FILE_UPLOAD_PATHS.second, file, { purpose: 'data-use', ...(signal ? { signal } : {}) });
