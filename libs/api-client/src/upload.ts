import { FILE_PURPOSE_FIELD, FILE_UPLOAD_FIELD, uploadedFileSchema, type FILE_UPLOAD_PATHS, type UploadedFile } from '@portal/api-contract';
import { api } from './api';
import { ApiError } from './api-error';
import { NO_LOADING_HEADER } from './pending';
import { apiText } from './text';

export type UploadPath = (typeof FILE_UPLOAD_PATHS)[keyof typeof FILE_UPLOAD_PATHS];

export interface UploadOptions {
  /** The admin upload's purpose (entry template, announcement attachment, content wall image), or a corporation's call-response file. */
  purpose?: 'template' | 'announcement' | 'wall-image' | 'response' | 'data-use';
  signal?: AbortSignal;
}

/**
 * POST /second/file/upload or /primary/file/upload — one file, multipart field `file`
 * (and `purpose` for the admin upload). Uploads are outside the JSON contract, so the
 * data is parsed here. Quiet: the upload field shows the failure next to the file; an
 * HTTP 413 is still toasted with the server's message (spec §8). The field shows its own
 * progress, so the page-wide loading overlay stays off.
 */
export async function uploadFile(path: UploadPath, file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const body = new FormData();
  if (options.purpose) body.append(FILE_PURPOSE_FIELD, options.purpose);
  body.append(FILE_UPLOAD_FIELD, file, file.name);
  const data = await api.send(path, {
    method: 'POST',
    body,
    quiet: true,
    headers: { [NO_LOADING_HEADER]: '1' },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const parsed = uploadedFileSchema.safeParse(data);
  if (!parsed.success) throw new ApiError('schema', apiText.t('noResponseData'), { path, cause: parsed.error });
  return parsed.data;
}
