import { FILE_PURPOSE_FIELD, FILE_UPLOAD_FIELD, FILE_UPLOAD_PATHS, uploadedFileSchema, type UploadedFile } from '@portal/api-contract';
import { API_MESSAGES, ApiError, NO_LOADING_HEADER, api } from '@portal/api-client';

type UploadPath = (typeof FILE_UPLOAD_PATHS)[keyof typeof FILE_UPLOAD_PATHS];

/**
 * POST /second/file/upload or /primary/file/upload — one file, multipart field `file`
 * (and `purpose` for the admin upload). Uploads are outside the JSON contract, so the
 * data is parsed here. Quiet: the field shows the failure next to the file; an HTTP 413
 * is still toasted by the client with the server's message (spec §8). The field shows
 * its own progress, so the page-wide loading overlay stays off.
 */
export async function uploadFile(path: UploadPath, file: File, options: { purpose?: 'template' | 'announcement'; signal?: AbortSignal } = {}): Promise<UploadedFile> {
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
  if (!parsed.success) throw new ApiError('schema', API_MESSAGES.noResponseData, { path, cause: parsed.error });
  return parsed.data;
}

/** A corporation's application attachment. */
export const uploadAttachment = (file: File, signal?: AbortSignal) => uploadFile(FILE_UPLOAD_PATHS.second, file, signal ? { signal } : {});
/** An admin's entry template. */
export const uploadTemplate = (file: File, signal?: AbortSignal) => uploadFile(FILE_UPLOAD_PATHS.primary, file, { purpose: 'template', ...(signal ? { signal } : {}) });
