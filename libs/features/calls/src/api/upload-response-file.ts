import { FILE_UPLOAD_PATHS } from '@portal/api-contract';
import { uploadFile } from '@portal/api-client';

/** POST /second/file/upload with purpose response: the one file of a call response (issue 21 §10c). */
export const uploadResponseFile = (file: File, signal?: AbortSignal) =>
  uploadFile(FILE_UPLOAD_PATHS.second, file, { purpose: 'response', ...(signal ? { signal } : {}) });
