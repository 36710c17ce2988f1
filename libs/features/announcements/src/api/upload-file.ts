import { FILE_PURPOSE_FIELD, FILE_UPLOAD_FIELD, FILE_UPLOAD_PATHS, uploadedFileSchema, type UploadedFile } from '@portal/api-contract';
import { api } from '@portal/api-client';

/**
 * POST /primary/file/upload (multipart, purpose announcement). Over 10 MB the server answers
 * HTTP 413 with its message (spec §8); the client toasts it and rejects with it.
 */
export async function uploadAnnouncementFile(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const body = new FormData();
  body.append(FILE_PURPOSE_FIELD, 'announcement');
  body.append(FILE_UPLOAD_FIELD, file, file.name);
  const data = await api.send(FILE_UPLOAD_PATHS.primary, { method: 'POST', body, ...(signal ? { signal } : {}) });
  return uploadedFileSchema.parse(data);
}
