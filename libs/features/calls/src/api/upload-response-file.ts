import { FILE_UPLOAD_PATHS, MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, uploadProblem } from '@portal/api-contract';
import { uploadFile } from '@portal/api-client';

/** The contract's rule for the response's file, checked by the upload field before sending (the server checks it again). */
export const UPLOAD_RULES = { extensions: UPLOAD_EXTENSIONS, maxBytes: MAX_UPLOAD_BYTES, maxNameLength: MAX_FILE_NAME_LENGTH, problem: uploadProblem };

/** POST /second/file/upload with purpose response: the one file of a call response (issue 21 §10c). */
export const uploadResponseFile = (file: File, { signal }: { signal?: AbortSignal } = {}) =>
  uploadFile(FILE_UPLOAD_PATHS.second, file, { purpose: 'response', signal });
