import { FILE_UPLOAD_PATHS, MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, uploadProblem } from '@portal/api-contract';
import { uploadFile } from '@portal/api-client';

/** The contract's rule for an attachment, checked by the upload field before sending (the server checks it again). */
export const UPLOAD_RULES = { extensions: UPLOAD_EXTENSIONS, maxBytes: MAX_UPLOAD_BYTES, maxNameLength: MAX_FILE_NAME_LENGTH, problem: uploadProblem };

/** An attachment of an application to use data (POST /second/file/upload, purpose data-use). */
export const uploadDataUseAttachment = (file: File, { signal }: { signal?: AbortSignal } = {}) =>
  uploadFile(FILE_UPLOAD_PATHS.second, file, { purpose: 'data-use', signal });
